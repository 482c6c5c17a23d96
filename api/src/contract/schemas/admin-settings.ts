import { z } from "@hono/zod-openapi";

/** A page of settings carries the version a save must name (lib/edit-conflict.ts); 0 before the first save. */
const version = z.number().int().min(0).describe("The version a save must name");

export const gstSettingsSchema = z
  .object({
    legalName: z.string(),
    tradeName: z.string(),
    gstin: z.string(),
    addressLine1: z.string(),
    addressLine2: z.string(),
    city: z.string(),
    state: z.string(),
    pincode: z.string(),
    invoicePrefix: z.string(),
    version,
  })
  .openapi("GstSettings");

export const orderSettingsSchema = z
  .object({
    codCallAfterHours: z.number().int(),
    codMaxOrderAmount: z.number().nullable().describe("Rupees; null when cash on delivery has no limit"),
    returnWindowDays: z.number().int(),
    returnsName: z.string(),
    returnsPhone: z.string(),
    returnsAddress: z.string(),
    returnsCity: z.string(),
    returnsState: z.string(),
    returnsPincode: z.string(),
    version,
  })
  .openapi("OrderSettings");

export const reviewSettingsSchema = z
  .object({ autoApprove: z.boolean().describe("New reviews are published without waiting for staff"), version })
  .openapi("ReviewSettings");

const backupRunSchema = z.object({
  status: z.enum(["succeeded", "failed"]),
  trigger: z.enum(["schedule", "command", "back-office"]),
  startedAt: z.string().datetime(),
  finishedAt: z.string().datetime(),
  name: z.string().nullable(),
  location: z.string().nullable(),
  bytes: z.number().int().nullable(),
  error: z.string().nullable(),
});

export const backupStatusSchema = z
  .object({
    last: backupRunSchema.nullable().describe("The last run; a failure shows as one"),
    lastSucceeded: backupRunSchema.nullable(),
    recent: z.array(backupRunSchema).describe("The last ten runs, newest first"),
    overdue: z.boolean().describe("Backups are on and none has succeeded for 48 hours"),
    schedule: z.object({
      enabled: z.boolean(),
      cron: z.string(),
      timeZone: z.string(),
      keepDays: z.number().int(),
      location: z.string(),
    }),
  })
  .openapi("BackupStatus");

export const backupStartedSchema = z.object({
  started: z.boolean().describe("False when a backup was already under way"),
});
