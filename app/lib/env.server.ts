import { z } from "zod";
import { DEFAULT_WEB_PORT, localAddresses } from "@runtime/local-addresses.js";

const DEVELOPMENT_SESSION_SECRET = "development-only-session-secret-change-me";

const flag = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((v) => (v === undefined || v === "" ? undefined : v === "true" || v === "1"));

const storefrontEnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().positive().default(DEFAULT_WEB_PORT),
  /** The API's port, which API_URL follows when unset. */
  API_PORT: z.preprocess((v) => (v === "" ? undefined : v), z.coerce.number().int().positive().optional()),
  /** Base of the v1 API as the storefront server reaches it (not necessarily the public address); unset: localhost on API_PORT. */
  API_URL: z
    .preprocess((v) => (v === "" ? undefined : v), z.string().url().optional())
    .transform((url) => url?.replace(/\/+$/, "")),
  /**
   * Comma-separated: the first secret signs new cookies, every one still verifies, so a secret
   * can be rotated by putting the new one first without signing every shopper out.
   */
  SESSION_SECRET: z
    .string()
    .optional()
    .transform((value) =>
      (value ?? "")
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  /**
   * Secure cookies are the production default. Safari refuses them on http://localhost, and a
   * shop tried over a LAN address has no HTTPS, so a local run may turn them off explicitly.
   */
  SESSION_COOKIE_SECURE: flag,
  /**
   * The shop's public address for canonical links, OpenGraph and the sitemap, e.g.
   * https://www.woodnest.in. Unset, the address the request came in on is used.
   */
  PUBLIC_SITE_URL: z
    .preprocess((v) => (v === "" ? undefined : v), z.string().url().optional())
    .transform((url) => url?.replace(/\/+$/, "")),
});

export type StorefrontEnv = {
  NODE_ENV: "development" | "production" | "test";
  PORT: number;
  API_URL: string;
  SESSION_SECRETS: string[];
  SESSION_COOKIE_SECURE: boolean;
  PUBLIC_SITE_URL?: string;
};

export function readStorefrontEnv(source: Record<string, string | undefined> = process.env): StorefrontEnv {
  const parsed = storefrontEnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid storefront environment:\n${lines.join("\n")}`);
  }
  const { SESSION_SECRET: secrets, SESSION_COOKIE_SECURE, API_PORT, API_URL, ...rest } = parsed.data;
  if (secrets.length === 0) {
    if (rest.NODE_ENV === "production") {
      throw new Error("SESSION_SECRET must be set in production (a comma-separated list; the first one signs)");
    }
    secrets.push(DEVELOPMENT_SESSION_SECRET);
  }
  if (rest.NODE_ENV === "production" && secrets.some((s) => s.length < 32)) {
    throw new Error("Every SESSION_SECRET entry must be at least 32 characters in production");
  }
  return {
    ...rest,
    API_URL: API_URL ?? localAddresses({ API_PORT }).apiUrl,
    SESSION_SECRETS: secrets,
    SESSION_COOKIE_SECURE: SESSION_COOKIE_SECURE ?? rest.NODE_ENV === "production",
  };
}

/** Read once per server process: a typo stops the server at start, not at the first request. */
export const env = readStorefrontEnv();
