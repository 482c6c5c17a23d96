/** Where the e2e servers listen: apart from the default 3000/4000 so a running `npm start` does not clash. */
export const E2E_API_PORT = Number(process.env.E2E_API_PORT ?? 4100);
export const E2E_WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 3100);
export const E2E_API_URL = `http://localhost:${E2E_API_PORT}/v1`;
export const E2E_WEB_URL = `http://localhost:${E2E_WEB_PORT}`;
