import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { runBackup } from "../backups/create-backup";
import { FolderBackupStore } from "../backups/backup-store";
import type { Database } from "../db/client";
import type { Logger } from "../lib/logger";
import { signedInStaff } from "../resources/admin/test-helpers";
import { createTestApi, type TestApi } from "../test/harness";
import { MAKE_BACKUP, scheduleBackups } from "./backup-jobs";
import { type JobQueue, startJobQueue, stopJobQueue } from "./queue";

const scratch = mkdtempSync(path.join(tmpdir(), "woodnest-backup-job-"));
let api: TestApi;
let database: Database;
beforeAll(async () => {
  api = await createTestApi({
    env: {
      RATE_LIMIT_MULTIPLIER: "100",
      MEDIA_DIR: path.join(scratch, "media"),
      BACKUP_DIR: path.join(scratch, "backups"),
    },
  });
  database = { db: api.db, execute: api.execute, kind: api.kind, close: async () => {} };
  // On PostgreSQL pg_dump needs the test database's address, which the API reads from DATABASE_URL.
  if (api.kind === "postgres") {
    api.deps.env = {
      ...api.deps.env,
      DATABASE_URL: (api.db as unknown as { $client: { options: { connectionString: string } } }).$client.options
        .connectionString,
    };
  }
});
afterAll(async () => {
  await api.close();
  rmSync(scratch, { recursive: true, force: true });
});

const silent: Logger = { info: () => {}, error: () => {} };

it("shows the owner, and only the owner, the last backup; 'Back up now' makes one through the queue, and a failure shows as failed", async () => {
  const owner = await signedInStaff(api, "owner");
  const ops = await signedInStaff(api, "operations");
  expect((await api.get("/admin/settings/backups", ops.token)).status).toBe(403);
  const before = await api.get("/admin/settings/backups", owner.token);
  expect(before.json.body).toMatchObject({
    last: null,
    lastSucceeded: null,
    overdue: true,
    schedule: {
      enabled: true,
      cron: "30 2 * * *",
      timeZone: "Asia/Kolkata",
      keepDays: 14,
      location: path.join(scratch, "backups"),
    },
  });
  // No queue in this process: said so, not a 500.
  expect((await api.post("/admin/settings/backups", {}, owner.token)).status).toBe(503);

  const queue: JobQueue = await startJobQueue(api, silent);
  try {
    await scheduleBackups(queue, { ...api.deps, logger: silent }, database);
    const schedules = await queue.getSchedules();
    expect(schedules.map(({ name, cron, options }) => ({ name, cron, tz: options?.tz }))).toEqual([
      { name: MAKE_BACKUP, cron: "30 2 * * *", tz: "Asia/Kolkata" },
    ]);
    api.deps.jobs = queue;
    expect((await api.post("/admin/settings/backups", {}, ops.token)).status).toBe(403);
    const started = await api.post("/admin/settings/backups", {}, owner.token);
    expect(started.status).toBe(200);
    await expect
      .poll(async () => (await api.get("/admin/settings/backups", owner.token)).json.body.last?.status, {
        timeout: 60_000,
        interval: 500,
      })
      .toBe("succeeded");
    const made = (await api.get("/admin/settings/backups", owner.token)).json.body;
    expect(made).toMatchObject({
      overdue: false,
      last: { trigger: "back-office", location: path.join(scratch, "backups"), error: null },
    });
    expect(made.last.bytes).toBeGreaterThan(1000);
    expect(existsSync(path.join(scratch, "backups", made.last.name))).toBe(true);
    expect(made.lastSucceeded).toEqual(made.last);
  } finally {
    api.deps.jobs = null;
    await stopJobQueue(queue, 1_000);
  }

  // A backup whose store refuses it: recorded as failed, with the reason; the good one stays the last good one.
  api.clock.advance(60_000);
  const refusing = new FolderBackupStore(path.join(scratch, "refusing"));
  refusing.save = async () => {
    throw new Error("No space left on device");
  };
  await expect(
    runBackup(
      {
        database,
        url: api.deps.env.DATABASE_URL,
        storage: api.deps.storage,
        env: api.deps.env,
        store: refusing,
        clock: api.clock,
        logger: silent,
        keepDays: 14,
      },
      "schedule",
    ),
  ).rejects.toThrow("No space left on device");
  const failed = (await api.get("/admin/settings/backups", owner.token)).json.body;
  expect(failed.last).toMatchObject({
    status: "failed",
    trigger: "schedule",
    error: "No space left on device",
    bytes: null,
    name: null,
  });
  expect(failed.lastSucceeded).toMatchObject({ status: "succeeded", trigger: "back-office" });
  expect(failed.recent.map((run: { status: string }) => run.status)).toEqual(["failed", "succeeded"]);
}, 120_000);
