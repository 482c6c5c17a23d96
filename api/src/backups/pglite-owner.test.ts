import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { DataDirInUseError, dataDirOwner, markDataDirOwner, refuseIfDataDirInUse } from "./pglite-owner";

const scratch = mkdtempSync(path.join(tmpdir(), "woodnest-owner-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

it("refuses a PGlite directory while the API process that marked it lives, and forgets a dead one", async () => {
  const dataDir = path.join(scratch, "pglite");
  expect(dataDirOwner(dataDir)).toBeNull();
  // Another process standing in for the running API.
  const api = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"], { stdio: "ignore" });
  try {
    writeFileSync(`${dataDir}.owner.pid`, String(api.pid));
    expect(dataDirOwner(dataDir)).toBe(api.pid);
    expect(() => refuseIfDataDirInUse(dataDir)).toThrow(DataDirInUseError);
    expect(() => refuseIfDataDirInUse(dataDir)).toThrow(
      `The API (process ${api.pid}) is serving from the PGlite data directory ${dataDir}: stop it first`,
    );
  } finally {
    api.kill();
  }
  await new Promise((resolve) => api.once("exit", resolve));
  // Killed without cleaning up: its file stays, but nobody holds the directory.
  expect(dataDirOwner(dataDir)).toBeNull();
  expect(() => refuseIfDataDirInUse(dataDir)).not.toThrow();
});

it("is marked by the API with its own process id, beside the directory, which the API itself may use", () => {
  const dataDir = path.join(scratch, "nested", "pglite");
  markDataDirOwner(dataDir);
  expect(readFileSync(`${dataDir}.owner.pid`, "utf8")).toBe(String(process.pid));
  expect(() => refuseIfDataDirInUse(dataDir)).not.toThrow();
});
