import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApi, createTestApi } from "../test/harness";

/** The per-address sign-in limit (admin/session/session.routes.ts). */
const SIGN_IN_LIMIT = 30;

let api: TestApi;
let server: ReturnType<typeof serve>;
let port: number;
beforeAll(async () => {
  api = await createTestApi({ seed: false });
  server = serve({ fetch: api.app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise((resolve) => server.once("listening", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await api?.close();
});

/** A sign-in over a real connection from `localAddress`, claiming `forwardedFor`. */
function signIn(localAddress: string, forwardedFor: string, email: string) {
  const body = JSON.stringify({ email, password: "not-the-password" });
  return new Promise<number>((resolve, reject) => {
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port,
        path: "/v1/admin/session",
        method: "POST",
        localAddress,
        agent: false,
        headers: {
          "content-type": "application/json",
          "content-length": Buffer.byteLength(body),
          "x-forwarded-for": forwardedFor,
        },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

describe("the client's address (API_TRUST_PROXY unset: 127.0.0.1 and ::1)", () => {
  it("is the connection's own when it does not come from a trusted proxy: a new X-Forwarded-For each time still reaches the limit", async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= SIGN_IN_LIMIT; i++)
      statuses.push(await signIn("127.0.0.2", `203.0.113.${i + 1}`, `nobody${i}@woodnest.example`));
    expect(statuses.slice(0, SIGN_IN_LIMIT).every((s) => s === 401)).toBe(true);
    expect(statuses[SIGN_IN_LIMIT]).toBe(429);
  });

  it("is the one a trusted proxy forwarded: each shopper behind it has a limit of their own", async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= SIGN_IN_LIMIT; i++)
      statuses.push(await signIn("127.0.0.1", `198.51.100.${i + 1}`, `someone${i}@woodnest.example`));
    expect(statuses.every((s) => s === 401)).toBe(true);
  });

  it("is the right-most one a trusted proxy did not write: what a client put before it is ignored", async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= SIGN_IN_LIMIT; i++) {
      statuses.push(await signIn("127.0.0.1", `10.9.${i}.1, 192.0.2.77, 127.0.0.1`, `anyone${i}@woodnest.example`));
    }
    expect(statuses.slice(0, SIGN_IN_LIMIT).every((s) => s === 401)).toBe(true);
    expect(statuses[SIGN_IN_LIMIT]).toBe(429);
  });
});
