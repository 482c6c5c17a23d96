import { z } from "zod";

const flag = z
  .enum(["true", "false", "1", "0", ""])
  .default("")
  .transform((v) => v === "true" || v === "1");

/** Every variable the API reads, checked once at start so a typo fails loudly. */
const apiEnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  API_PORT: z.coerce.number().int().positive().default(4000),
  /** Where browsers reach the API (the sandbox gateway's pages live here). */
  API_PUBLIC_URL: z.string().url().optional(),
  DATABASE_URL: z.string().optional(),
  PGLITE_DATA_DIR: z.string().default(".data/pglite"),
  /** Pepper for OTP hashes; must be long and secret in production. */
  AUTH_SECRET: z.string().min(16).default("development-only-auth-secret-change-me"),
  TOKEN_TTL_DAYS: z.coerce.number().int().positive().default(30),
  TRUST_PROXY: flag,
  RATE_LIMIT_MULTIPLIER: z.coerce.number().positive().default(1),
  SEED_ON_EMPTY: z
    .enum(["true", "false", "1", "0", ""])
    .default("true")
    .transform((v) => v === "true" || v === "1"),
  RAZORPAY_KEY_ID: z.string().optional(),
  RAZORPAY_KEY_SECRET: z.string().optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
  SANDBOX_GATEWAY_SECRET: z.string().min(16).default("sandbox-gateway-secret-for-development"),
  PENDING_PAYMENT_TTL_MINUTES: z.coerce.number().int().positive().default(30),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("Woodnest <no-reply@woodnest.example>"),
  SMS_PROVIDER_URL: z.string().url().optional(),
  SMS_PROVIDER_TOKEN: z.string().optional(),
  LOG_LEVEL: z.enum(["silent", "info"]).default("info"),
});

export type ApiEnv = z.infer<typeof apiEnvSchema>;

export function readApiEnv(source: NodeJS.ProcessEnv = process.env): ApiEnv {
  const parsed = apiEnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid API environment:\n${lines.join("\n")}`);
  }
  const env = parsed.data;
  if (env.NODE_ENV === "production" && env.AUTH_SECRET.startsWith("development-only")) {
    throw new Error("AUTH_SECRET must be set to a long random value in production");
  }
  return env;
}
