/** The global fetch's shape, injected into adapters of outside services so tests can answer for the service. */
export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;
