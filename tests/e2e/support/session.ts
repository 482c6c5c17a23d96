/**
 * Signed-in customers for e2e tests, without the sign-in screens (built and tested on their
 * own). A customer is created through the API as the mobile sign-in does it (login, the code
 * from the dev outbox, verify, update name); the browser is then signed in with the session
 * cookie the storefront itself writes on a successful sign-in: the app's own session storage
 * and signIn(), signed with the e2e web server's secret.
 */
import type { BrowserContext } from "@playwright/test";
import { signIn } from "../../../app/lib/auth.server";
import { createShopSessionStorage } from "../../../app/lib/session.server";
import { expect } from "./fixtures";
import { E2E_API_URL, E2E_WEB_URL } from "./ports";

/** The SESSION_SECRET playwright.config.ts gives the e2e web server. */
const E2E_SESSION_SECRET = "e2e-only-session-secret-0123456789abcdef";

type Envelope<T> = { status: number; message: string; body: T; errors: Record<string, string>; totalRecords?: number };

export type TestCustomer = { token: string; mobile: string; firstName: string; lastName: string };

/** Calls the e2e API directly, as a customer when given a token. */
export async function callApi<T = any>(
  method: "GET" | "POST" | "PUT" | "DELETE",
  path: string,
  { token, body }: { token?: string; body?: unknown } = {},
): Promise<Envelope<T>> {
  const headers: Record<string, string> = { Accept: "application/json" };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers["Content-Type"] = "application/json";
  const response = await fetch(`${E2E_API_URL}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await response.json()) as Envelope<T>;
}

/** A mobile number no other test uses: 9 and nine random digits. */
export const uniqueMobile = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;

/** A new customer through the API's mobile sign-in, named as /updateName would save it. */
export async function createCustomer(firstName = "Asha", lastName = "Verma"): Promise<TestCustomer> {
  const mobile = uniqueMobile();
  const login = await callApi("POST", "/customers/login", { body: { mobile } });
  expect(login.status, login.message).toBe(200);
  const outbox = await callApi<{ body: string }[]>("GET", `/dev/outbox?to=${mobile}`);
  const otp = /\d{4}/.exec(outbox.body[0]?.body ?? "")?.[0];
  expect(otp, "the sign-in code in the dev outbox").toBeDefined();
  const verified = await callApi<{ token: string }>("POST", "/customers/verifyAccount", { body: { mobile, otp } });
  expect(verified.status, verified.message).toBe(200);
  const token = verified.body.token;
  const named = await callApi("POST", "/customers/updateName", { token, body: { firstName, lastName } });
  expect(named.status, named.message).toBe(200);
  return { token, mobile, firstName, lastName };
}

const storage = createShopSessionStorage({ secrets: [E2E_SESSION_SECRET], secure: false });

/** Puts the customer's session cookie into the browser, as a finished sign-in leaves it. */
export async function signInBrowser(context: BrowserContext, customer: TestCustomer) {
  const session = await storage.getSession();
  signIn(session, {
    token: customer.token,
    customer: { firstName: customer.firstName, lastName: customer.lastName, email: null, mobile: customer.mobile },
    remember: false,
  });
  const [pair] = (await storage.commitSession(session)).split(";");
  const separator = pair.indexOf("=");
  await context.addCookies([
    {
      name: pair.slice(0, separator),
      value: pair.slice(separator + 1),
      url: E2E_WEB_URL,
      httpOnly: true,
      sameSite: "Lax",
    },
  ]);
}
