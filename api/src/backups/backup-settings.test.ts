import { expect, it } from "vitest";
import { readApiEnv } from "../env";

it("reads the backup settings with their defaults, and refuses a mistyped schedule, time zone or bucket folder at start", () => {
  expect(readApiEnv({ NODE_ENV: "test" })).toMatchObject({
    BACKUP_DIR: ".data/backups",
    BACKUP_S3_PREFIX: "backups/",
    BACKUP_CRON: "30 2 * * *",
    BACKUP_TIME_ZONE: "Asia/Kolkata",
    BACKUP_KEEP_DAYS: 14,
  });
  expect(
    readApiEnv({ NODE_ENV: "test", BACKUP_CRON: "off", BACKUP_TIME_ZONE: "UTC", BACKUP_S3_PREFIX: "" }),
  ).toMatchObject({ BACKUP_CRON: "off", BACKUP_S3_PREFIX: "" });
  expect(() => readApiEnv({ NODE_ENV: "test", BACKUP_CRON: "every night" })).toThrow(
    "BACKUP_CRON: five cron fields, like 30 2 * * *, or off",
  );
  expect(() => readApiEnv({ NODE_ENV: "test", BACKUP_TIME_ZONE: "Asia/Kolkatta" })).toThrow(
    "BACKUP_TIME_ZONE: a time zone name, like Asia/Kolkata",
  );
  expect(() => readApiEnv({ NODE_ENV: "test", BACKUP_S3_PREFIX: "backups" })).toThrow(
    "BACKUP_S3_PREFIX: folders ending in /, like backups/",
  );
  expect(() => readApiEnv({ NODE_ENV: "test", BACKUP_KEEP_DAYS: "0" })).toThrow("BACKUP_KEEP_DAYS");
});
