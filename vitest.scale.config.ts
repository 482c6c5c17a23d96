import { defineConfig } from "vitest/config";
import { resolve } from "./vitest.config";

/**
 * `npm run test:scale`: the scale-out topology's tests (tests/scale/), apart from `vitest run`'s
 * suites because they start nginx and four processes on a PostgreSQL of their own.
 */
export default defineConfig({
  resolve,
  test: {
    include: ["tests/scale/**/*.test.ts"],
    pool: "forks",
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 240_000,
  },
});
