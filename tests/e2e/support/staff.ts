/**
 * Back-office accounts for the e2e suite. The demo seed's staff (README) share one authenticator
 * secret; a code is accepted once per account per 30-second step, and the suite's workers sign in
 * at the same time, so every code is claimed first (freshTotp) and a second sign-in to the same
 * account waits for the next step. Tests that only need someone signed in get an account of their
 * own, made through the API (an invitation accepted with a secret of its own), with the cookie the
 * storefront writes.
 */
import { existsSync, mkdirSync, readFileSync, rmdirSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { generateTOTP } from "@epic-web/totp";
import { type Browser, type BrowserContext, type Page, expect } from "@playwright/test";
import { DEV_STAFF, DEV_STAFF_PASSWORD, DEV_STAFF_TOTP_SECRET } from "@api/db/seed/staff";
import type { StaffRole } from "@api/validation/staff";
import { STAFF_COOKIE_NAME, createStaffSessionStorage } from "~/lib/admin/session.server";
import { javaScriptOn } from "./javascript";
import { E2E_API_PORT } from "./ports";
import { E2E_SESSION_SECRET } from "./session-secret";
import { callApi } from "./session";

export { DEV_STAFF_PASSWORD };

const STEP_MS = 30_000;
const claims = path.join(tmpdir(), `woodnest-e2e-totp-${E2E_API_PORT}`);

const totp = async (secret: string) => (await generateTOTP({ secret, period: 30, digits: 6, algorithm: "SHA-1" })).otp;

/**
 * A code for `account` that no other test of this run has used: the current step is claimed with
 * a directory only one process can create; a step already claimed, or about to end, waits for the next.
 */
export async function freshTotp(account: string, secret = DEV_STAFF_TOTP_SECRET) {
  mkdirSync(claims, { recursive: true });
  for (;;) {
    const now = Date.now();
    const step = Math.floor(now / STEP_MS);
    const left = (step + 1) * STEP_MS - now;
    if (left > 3_000) {
      try {
        mkdirSync(path.join(claims, `${account}-${step}`));
        return await totp(secret);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, left + 100));
  }
}

export const devStaff = (role: StaffRole) => {
  const member = DEV_STAFF.find((m) => m.role === role);
  if (!member) throw new Error(`no development ${role}`);
  return member;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `work` while holding a lock that the run's other worker processes wait for (a lock older than three minutes, longer than any test holds one, was left by a killed process). */
export async function exclusively<T>(name: string, work: () => Promise<T>): Promise<T> {
  mkdirSync(claims, { recursive: true });
  const lock = path.join(claims, `${name}.lock`);
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      if (existsSync(lock) && Date.now() - statSync(lock).mtimeMs > 180_000) rmdirSync(lock);
      await sleep(200);
    }
  }
  try {
    return await work();
  } finally {
    rmdirSync(lock);
  }
}

/**
 * The demo owner's API token, shared by the run's worker processes through a file: each sign-in
 * spends one of the owner's 30-second codes, and the suite's sign-in tests need theirs.
 */
let ownerToken: Promise<string> | undefined;
function devOwnerToken() {
  ownerToken ??= exclusively("owner-token", async () => {
    const saved = path.join(claims, "owner-token");
    const known = existsSync(saved) ? readFileSync(saved, "utf8") : "";
    if (known && (await callApi("GET", "/admin/me", { token: known })).status === 200) return known;
    const { email } = devStaff("owner");
    const first = await callApi<{ challenge: string }>("POST", "/admin/session", {
      body: { email, password: DEV_STAFF_PASSWORD },
    });
    expect(first.status, first.message).toBe(200);
    const code = await freshTotp(email);
    const second = await callApi<{ token: string }>("POST", "/admin/session/verify", {
      body: { challenge: first.body.challenge, code },
    });
    expect(second.status, second.message).toBe(200);
    writeFileSync(saved, second.body.token);
    return second.body.token;
  });
  return ownerToken;
}

let counter = 0;
export const uniqueStaffEmail = (name: string) => `${name}.${process.pid}.${Date.now()}.${++counter}@woodnest.example`;

export type TestStaff = {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  password: string;
  secret: string;
  token: string;
  recoveryCodes: string[];
};

/** An invitation from the demo owner, through the API; the link's token. */
export async function inviteThroughApi(role: StaffRole, name = "Test Staff") {
  const email = uniqueStaffEmail(role);
  const invited = await callApi<{ staff: { _id: string }; invitationUrl: string }>("POST", "/admin/staff", {
    token: await devOwnerToken(),
    body: { name, email, role },
  });
  expect(invited.status, invited.message).toBe(200);
  return { id: invited.body.staff._id, email, name, invitation: invited.body.invitationUrl.split("/").pop() as string };
}

/** A set-up account of `role` with its own authenticator secret, signed in through the API. */
export async function createStaff(role: StaffRole, name = `Test ${role}`): Promise<TestStaff> {
  const { id, email, invitation } = await inviteThroughApi(role, name);
  const password = "e2e-staff-password-42";
  const set = await callApi<{ secret: string }>("POST", `/admin/invitations/${invitation}/password`, {
    body: { password, cPassword: password },
  });
  expect(set.status, set.message).toBe(200);
  const done = await callApi<{ token: string; recoveryCodes: string[] }>(
    "POST",
    `/admin/invitations/${invitation}/authenticator`,
    {
      body: { code: await totp(set.body.secret) },
    },
  );
  expect(done.status, done.message).toBe(200);
  return {
    id,
    email,
    name,
    role,
    password,
    secret: set.body.secret,
    token: done.body.token,
    recoveryCodes: done.body.recoveryCodes,
  };
}

// The e2e storefront runs as production: its cookies are Secure (localhost allows them).
const storage = createStaffSessionStorage({ secrets: [E2E_SESSION_SECRET], secure: true });

/** The value of the staff cookie the back office writes after a sign-in. */
export async function staffCookieValue(staff: TestStaff) {
  const session = await storage.getSession();
  session.set("token", staff.token);
  session.set("staff", { id: staff.id, name: staff.name, email: staff.email, role: staff.role });
  const [pair] = (await storage.commitSession(session)).split(";");
  return pair.slice(pair.indexOf("=") + 1);
}

/** Puts the staff cookie the back office writes after a sign-in into the browser. */
export async function signInStaffBrowser(context: BrowserContext, staff: TestStaff) {
  await context.addCookies([
    {
      name: STAFF_COOKIE_NAME,
      value: await staffCookieValue(staff),
      domain: "localhost",
      path: "/admin",
      httpOnly: true,
      secure: true,
      sameSite: "Strict",
    },
  ]);
}

/** A browser of its own signed in as `member`, with JavaScript as the project runs it unless told. */
export async function staffPage(
  browser: Browser,
  member: TestStaff,
  javaScriptEnabled: boolean | undefined = javaScriptOn(),
) {
  const context = await browser.newContext({ javaScriptEnabled });
  await signInStaffBrowser(context, member);
  return { context, page: await context.newPage() };
}

/** Both steps of the login page, by pointer. */
export async function signInThroughPage(page: Page, email: string, password: string, code: () => Promise<string>) {
  await page.goto("/admin/login");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText(`Signing in as ${email}`)).toBeVisible();
  await page.getByLabel("Code", { exact: true }).fill(await code());
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** The toasts' live region: what a screen reader hears after an action. */
export const toast = (page: Page) => page.getByRole("status");
