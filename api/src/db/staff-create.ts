/**
 * `npm run staff:create -- --email someone@example.com --role owner [--name "Their Name"]`: creates
 * a back-office account on the API's database (DATABASE_URL, otherwise PGLITE_DATA_DIR) with an
 * invitation, and prints its one-time setup link (on STOREFRONT_URL). This is how a production
 * shop gets its first owner; the change is in the audit log with nobody signed in as its author.
 */
import { parseArgs } from "node:util";
import { z } from "zod";
import { buildDeps } from "../deps";
import { readApiEnv } from "../env";
import { parseOrThrow } from "../lib/validation";
import { ApiError } from "../lib/envelope";
import { inviteStaff } from "../resources/admin/staff-accounts";
import { staffInviteSchema } from "../validation/staff";
import { openDatabase } from "./client";

const USAGE =
  'Usage: npm run staff:create -- --email someone@example.com --role owner|catalogue|operations|content [--name "Their Name"]';

const { values } = parseArgs({
  options: { email: { type: "string" }, role: { type: "string" }, name: { type: "string" } },
  strict: true,
});

let input: z.output<typeof staffInviteSchema>;
try {
  // Without --name the part of the address before the @ stands in; the person can be renamed later.
  input = parseOrThrow(staffInviteSchema, { ...values, name: values.name ?? values.email?.split("@")[0] });
} catch (error) {
  const errors = error instanceof ApiError ? Object.values(error.errors) : [String(error)];
  console.error(`${errors.join("\n")}\n${USAGE}`);
  process.exit(1);
}

const env = readApiEnv();
// The shop's own migrations, without seeding: a production database gets no demo data from this.
const database = await openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.PGLITE_DATA_DIR });
try {
  const { row, invitation } = await inviteStaff(buildDeps({ ...env, LOG_LEVEL: "silent" }, database.db), null, input);
  console.log(`Created ${row.role} ${row.name} <${row.email}>.`);
  console.log(`One-time setup link (until ${invitation.expiresAt.toISOString()}):\n${invitation.url}`);
} catch (error) {
  console.error(error instanceof ApiError ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
