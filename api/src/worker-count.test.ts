import os from "node:os";
import { expect, it } from "vitest";
import { apiWorkerCount } from "./worker-count";

it("runs one API process per core on PostgreSQL, the number asked for, and one on PGlite", () => {
  const url = "postgres://shop@127.0.0.1/shop";
  expect(apiWorkerCount({ DATABASE_URL: url })).toBe(os.availableParallelism());
  expect(apiWorkerCount({ DATABASE_URL: url, API_CONCURRENCY: "3" })).toBe(3);
  expect(apiWorkerCount({ DATABASE_URL: url, API_CONCURRENCY: "0" })).toBe(os.availableParallelism());
  expect(apiWorkerCount({ API_CONCURRENCY: "3" })).toBe(1);
  expect(apiWorkerCount({ DATABASE_URL: undefined })).toBe(1);
});
