import { z } from "zod";
import { parseTrustedProxies } from "@runtime/client-address.js";
import { DEFAULT_API_PORT, localAddresses } from "@runtime/local-addresses.js";
import { LOG_FORMATS, logFormat } from "@runtime/service-logger.js";

/** An unset variable and an empty one (as copied from .env.example) mean the same. */
const optional = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess((v) => (v === "" ? undefined : v), schema.optional());

/** true/false/1/0; unset or empty takes the fallback. */
const flag = (fallback: boolean) =>
  z.preprocess(
    (v) => (v === undefined || v === "" ? String(fallback) : v),
    z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1"),
  );

const isTimeZone = (name: string) => {
  try {
    new Intl.DateTimeFormat("en", { timeZone: name });
    return true;
  } catch {
    return false;
  }
};

/** Every variable the API reads, checked once at start so a typo fails loudly. */
const apiEnvSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    API_PORT: z.coerce.number().int().positive().default(DEFAULT_API_PORT),
    /** The storefront's port, which STOREFRONT_URL follows when unset. */
    PORT: optional(z.coerce.number().int().positive()),
    /** The interface to listen on: only this machine (nginx, the storefront) unless set. */
    HOST: optional(z.string()).transform((v) => v ?? "127.0.0.1"),
    /** Where browsers reach the API (the sandbox gateway's pages live here); unset: localhost on API_PORT. */
    API_PUBLIC_URL: optional(z.string().url()),
    /** Where browsers reach the shop: payment callback and cancel URLs must be on this origin; unset: localhost on PORT. */
    STOREFRONT_URL: optional(z.string().url()),
    DATABASE_URL: optional(z.string()),
    PGLITE_DATA_DIR: z.string().default(".data/pglite"),
    /** Pepper for OTP hashes; must be long and secret in production. */
    AUTH_SECRET: z.string().min(16).default("development-only-auth-secret-change-me"),
    TOKEN_TTL_DAYS: z.coerce.number().int().positive().default(30),
    /** Encrypts the staff's authenticator secrets at rest; must be long and secret in production. */
    STAFF_TOTP_KEY: z.string().min(16).default("development-only-staff-totp-key-change-me"),
    /**
     * The proxies whose X-Forwarded-For is believed (the storefront and nginx write the shopper's
     * address there): addresses or subnets, comma-separated; unset means 127.0.0.1 and ::1.
     */
    API_TRUST_PROXY: z
      .string()
      .optional()
      .transform((value, ctx) => {
        try {
          return parseTrustedProxies(value);
        } catch (error) {
          ctx.addIssue({
            code: z.ZodIssueCode.custom,
            message: error instanceof Error ? error.message : String(error),
          });
          return z.NEVER;
        }
      }),
    RATE_LIMIT_MULTIPLIER: z.coerce.number().positive().default(1),
    SEED_ON_EMPTY: flag(true),
    RAZORPAY_KEY_ID: optional(z.string()),
    RAZORPAY_KEY_SECRET: optional(z.string()),
    RAZORPAY_WEBHOOK_SECRET: optional(z.string()),
    SANDBOX_GATEWAY_SECRET: z.string().min(16).default("sandbox-gateway-secret-for-development"),
    /** Shiprocket is the courier when its API user's email and password are both set; the sandbox courier otherwise. */
    SHIPROCKET_EMAIL: optional(z.string()),
    SHIPROCKET_PASSWORD: optional(z.string()),
    /** The security token set on Shiprocket's webhook (sent as x-api-key); without it no tracking update is accepted. */
    SHIPROCKET_WEBHOOK_TOKEN: optional(z.string()),
    /** The pickup location's nickname exactly as set up in the Shiprocket panel. */
    SHIPROCKET_PICKUP_LOCATION: z.string().default("Primary"),
    SANDBOX_COURIER_WEBHOOK_TOKEN: z.string().min(16).default("sandbox-courier-webhook-token-for-development"),
    /** Development only: the sandbox courier moves its shipments along by itself, one step per idle interval. */
    SANDBOX_COURIER_AUTOPILOT: flag(false),
    SANDBOX_COURIER_AUTOPILOT_MINUTES: z.coerce.number().int().positive().default(2),
    PENDING_PAYMENT_TTL_MINUTES: z.coerce.number().int().positive().default(30),
    SMTP_URL: optional(z.string()),
    MAIL_FROM: z.string().default("Woodnest <no-reply@woodnest.example>"),
    SMS_PROVIDER_URL: optional(z.string().url()),
    SMS_PROVIDER_TOKEN: optional(z.string()),
    /** Signs the links in order messages (the COD confirmation link); must be long and secret in production. */
    ORDER_LINK_SECRET: z.string().min(16).default("development-only-order-link-secret"),
    /** Signs the unsubscribe link in newsletter emails; must be long and secret in production. */
    NEWSLETTER_LINK_SECRET: z.string().min(16).default("development-only-newsletter-link-secret"),
    /** The WhatsApp Business Cloud API: both set sends opted-in shoppers' updates there, else they go to the outbox. */
    WHATSAPP_TOKEN: optional(z.string()),
    WHATSAPP_PHONE_NUMBER_ID: optional(z.string()),
    WHATSAPP_API_VERSION: z
      .string()
      .regex(/^v\d+\.\d+$/, "e.g. v21.0")
      .default("v21.0"),
    /** Each event's approved template is this prefix and the event: woodnest_order_placed, ..._shipped. */
    WHATSAPP_TEMPLATE_PREFIX: z.string().default("woodnest_order_"),
    WHATSAPP_TEMPLATE_LANGUAGE: z.string().default("en"),
    LOG_LEVEL: z.enum(["silent", "info"]).default("info"),
    /** json or text; unset: json in production, text elsewhere. */
    LOG_FORMAT: optional(z.enum(LOG_FORMATS)),
    /** Prometheus reads the process's numbers at /metrics on this port (metrics/expose.ts); unset: not served. */
    API_METRICS_PORT: optional(z.coerce.number().int().min(1).max(65535)),
    /** The address the metrics port binds to: this machine only unless a private interface is named. */
    METRICS_HOST: optional(z.string()).transform((v) => v ?? "127.0.0.1"),
    /** Longest a single database statement may run before PostgreSQL cancels it. */
    DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().positive().default(5_000),
    /** Product addresses per sitemap file: the protocol's limit, lower only in tests. */
    SITEMAP_URLS_PER_FILE: z.coerce.number().int().min(1).max(50_000).default(50_000),
    /** Where uploaded images and their renditions live: local disk (one machine) or an S3-compatible bucket. */
    MEDIA_STORAGE: z.enum(["local", "s3"]).default("local"),
    MEDIA_DIR: z.string().default(".data/media"),
    /** Largest image file the back office may upload. */
    MEDIA_MAX_UPLOAD_MB: z.coerce.number().int().min(1).max(100).default(10),
    S3_BUCKET: optional(z.string()),
    /** Most S3-compatible services accept (or ignore) us-east-1; AWS wants the bucket's own. */
    S3_REGION: optional(z.string()).transform((v) => v ?? "us-east-1"),
    /** Empty for AWS itself; the address of any other S3-compatible service. */
    S3_ENDPOINT: optional(z.string().url()),
    /** Bucket in the path (endpoint/bucket/key) rather than the host name: what MinIO and most local servers need. */
    S3_FORCE_PATH_STYLE: flag(false),
    /** Both or neither: without them the SDK's own chain (environment, instance or task role) signs. */
    S3_ACCESS_KEY_ID: optional(z.string()),
    S3_SECRET_ACCESS_KEY: optional(z.string()),
    /** Where backups go: this folder, unless BACKUP_S3_BUCKET names a bucket (signed like the media store's, S3_* above). */
    BACKUP_DIR: z.string().default(".data/backups"),
    BACKUP_S3_BUCKET: optional(z.string()),
    BACKUP_S3_PREFIX: z
      .string()
      .regex(/^([A-Za-z0-9][A-Za-z0-9._-]*\/)*$/, "folders ending in /, like backups/")
      .default("backups/"),
    /** The daily backup's time (cron, in BACKUP_TIME_ZONE); "off" runs none. */
    BACKUP_CRON: z
      .string()
      .regex(/^(off|\S+( \S+){4})$/, "five cron fields, like 30 2 * * *, or off")
      .default("30 2 * * *"),
    BACKUP_TIME_ZONE: z.string().refine(isTimeZone, "a time zone name, like Asia/Kolkata").default("Asia/Kolkata"),
    /** Backups younger than this many days are kept; the newest is kept whatever its age. */
    BACKUP_KEEP_DAYS: z.coerce.number().int().min(1).max(3650).default(14),
    /** The folder holding pg_dump and pg_restore of the server's major version; empty: the PATH's. */
    PG_BIN_DIR: optional(z.string()),
    /** Written into each backup's manifest; the git commit when unset and git is there. */
    APP_VERSION: optional(z.string()),
  })
  .transform((env) => {
    // Unset, the addresses follow the ports this run was given (PORT=3500 API_PORT=4500 npm start).
    const local = localAddresses(env);
    return {
      ...env,
      API_PUBLIC_URL: env.API_PUBLIC_URL ?? local.apiPublicUrl,
      STOREFRONT_URL: env.STOREFRONT_URL ?? local.storefrontUrl,
      LOG_FORMAT: logFormat(env),
    };
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
  if (env.MEDIA_STORAGE === "s3" && !env.S3_BUCKET) {
    throw new Error("MEDIA_STORAGE=s3 needs S3_BUCKET");
  }
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    throw new Error("Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither");
  }
  if (Boolean(env.SHIPROCKET_EMAIL) !== Boolean(env.SHIPROCKET_PASSWORD)) {
    throw new Error("Set both SHIPROCKET_EMAIL and SHIPROCKET_PASSWORD, or neither");
  }
  if (Boolean(env.WHATSAPP_TOKEN) !== Boolean(env.WHATSAPP_PHONE_NUMBER_ID)) {
    throw new Error("Set both WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID, or neither");
  }
  if (env.NODE_ENV === "production" && env.STAFF_TOTP_KEY.startsWith("development-only")) {
    throw new Error("STAFF_TOTP_KEY must be set to a long random value in production");
  }
  if (env.NODE_ENV === "production" && env.ORDER_LINK_SECRET.startsWith("development-only")) {
    throw new Error("ORDER_LINK_SECRET must be set to a long random value in production");
  }
  if (env.NODE_ENV === "production" && env.NEWSLETTER_LINK_SECRET.startsWith("development-only")) {
    throw new Error("NEWSLETTER_LINK_SECRET must be set to a long random value in production");
  }
  return env;
}
