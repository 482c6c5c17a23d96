import { type APIRequestContext, type Page, expect } from "@playwright/test";
import { tabTo } from "./keyboard";
import { E2E_API_URL } from "./ports";

/** A mobile no other test uses: codes, wrong guesses and resend waits are counted per number. */
export const uniqueMobile = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;

export const uniqueEmail = (tag: string) =>
  `${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.in`;

const TEST_PASSWORD = "teak-and-sheesham-42";

type OutboxMessage = { to: string; body: string; createdAt: string };

/** The codes sent to a mobile or email, newest first (the dev outbox; a code is the first 4 digits of a message). */
export async function codesSentTo(request: APIRequestContext, to: string): Promise<string[]> {
  const response = await request.get(`${E2E_API_URL}/dev/outbox?${new URLSearchParams({ to, limit: "0" })}`);
  const envelope = (await response.json()) as { body: OutboxMessage[] };
  return envelope.body.map((message) => message.body.slice(0, 4));
}

/** The newest code, once at least `count` codes have gone to `to`. */
export async function latestCode(request: APIRequestContext, to: string, count = 1): Promise<string> {
  let codes: string[] = [];
  await expect
    .poll(async () => {
      codes = await codesSentTo(request, to);
      return codes.length;
    }, `a code sent to ${to}`)
    .toBeGreaterThanOrEqual(count);
  expect(codes[0]).toMatch(/^\d{4}$/);
  return codes[0];
}

/** A 4-digit code that is certainly not `code`. */
export const wrongCode = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, "0");

async function apiPost(request: APIRequestContext, path: string, data: unknown) {
  const response = await request.post(`${E2E_API_URL}${path}`, { data });
  return (await response.json()) as { status: number; message: string; body: any; errors: Record<string, string> };
}

export type TestCustomer = { firstName: string; lastName: string; mobile: string; email: string; password: string };

/**
 * A named customer made straight through the API (registration sends its code to the email,
 * so the mobile has had no code yet and can sign in at once). `verified` proves the email,
 * which password sign-in needs.
 */
export async function registeredCustomer(
  request: APIRequestContext,
  { verified = true, tag = "shopper" }: { verified?: boolean; tag?: string } = {},
): Promise<TestCustomer> {
  const customer = {
    firstName: "Asha",
    lastName: "Verma",
    mobile: uniqueMobile(),
    email: uniqueEmail(tag),
    password: TEST_PASSWORD,
  };
  const registered = await apiPost(request, "/customers/register", { ...customer, cPassword: customer.password });
  expect(registered.status, registered.message).toBe(200);
  if (verified) {
    const otp = await latestCode(request, customer.email);
    const verifiedAnswer = await apiPost(request, "/customers/verifyAccount", { otp, email: customer.email });
    expect(verifiedAnswer.status, verifiedAnswer.message).toBe(200);
  }
  return customer;
}

/**
 * A customer who signed up with a mobile, gave a name, and added an email (and, when given,
 * a password) under Account Details: the email is on the account but has never been sent a
 * code. `token` is the session that did it.
 */
export async function mobileCustomerWithEmail(request: APIRequestContext, { password }: { password?: string } = {}) {
  const mobile = uniqueMobile();
  const email = uniqueEmail("mobile-first");
  const sent = await apiPost(request, "/customers/login", { mobile });
  expect(sent.status, sent.message).toBe(200);
  const verified = await apiPost(request, "/customers/verifyAccount", {
    otp: await latestCode(request, mobile),
    mobile,
  });
  expect(verified.status, verified.message).toBe(200);
  const headers = { Authorization: `Bearer ${verified.body.token as string}` };
  const profile = { firstName: "Dev", lastName: "Sharma", email };
  const data = password ? { ...profile, password, cPassword: password } : profile;
  const saved = await request.put(`${E2E_API_URL}/customers/profile`, { data, headers });
  expect(saved.status()).toBe(200);
  return { ...profile, mobile, token: verified.body.token as string };
}

/** The header's account disclosure; while closed its navigation is hidden, so CSS finds it. */
const accountDisclosure = (page: Page) => page.locator('header details:has(nav[aria-label="Account"])').first();

/** The header's account menu (spec 2 user menu), opened: it is a disclosure in the header. */
export async function userMenu(page: Page) {
  const menu = accountDisclosure(page);
  if (!(await menu.evaluate((details) => (details as HTMLDetailsElement).open))) {
    await menu.locator("summary").first().click();
  }
  return menu.getByRole("navigation", { name: "Account" });
}

/** The same, opened from the keyboard alone: Tab to the menu's summary, then Enter. */
export async function userMenuByKeyboard(page: Page) {
  const menu = accountDisclosure(page);
  // The whole main navigation comes before it: every category link and its sub-menu toggle.
  await tabTo(page, menu.locator("summary").first(), { max: 80 });
  await page.keyboard.press("Enter");
  return menu.getByRole("navigation", { name: "Account" });
}

export const mobileLoginForm = (page: Page) => page.getByRole("form", { name: "Login with your mobile" });
export const passwordLoginForm = (page: Page) => page.getByRole("form", { name: "Login with email and password" });

/** /login with a mobile, up to the verify screen. */
export async function startMobileLogin(page: Page, mobile: string, redirectTo?: string, { remember = false } = {}) {
  await page.goto(redirectTo ? `/login?${new URLSearchParams({ redirectTo })}` : "/login");
  const form = mobileLoginForm(page);
  await form.getByLabel("Mobile").fill(mobile);
  if (remember) await form.getByLabel("Remember me").check();
  await form.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/verifyAccount$/);
}

export async function submitOtp(page: Page, code: string) {
  await page.getByLabel("OTP").fill(code);
  await page.getByRole("button", { name: "Verify OTP" }).click();
}

export async function signInWithPassword(
  page: Page,
  customer: TestCustomer,
  options: { redirectTo?: string; remember?: boolean } = {},
) {
  const query = options.redirectTo === undefined ? "" : `?${new URLSearchParams({ redirectTo: options.redirectTo })}`;
  await page.goto(`/login${query}`);
  const form = passwordLoginForm(page);
  await form.getByLabel("Username or email address").fill(customer.email);
  await form.getByLabel("Password").fill(customer.password);
  if (options.remember) await form.getByLabel("Remember me").check();
  await form.getByRole("button", { name: "Login" }).click();
  await page.waitForURL((url) => url.pathname !== "/login");
}
