import path from "node:path";
import { defineConfig } from "vitest/config";

/** The storefront's and the API's import aliases, as tsconfig.json declares them. */
export const resolve = {
  alias: {
    "~": path.resolve(__dirname, "app"),
    "@api": path.resolve(__dirname, "api/src"),
    "@styles": path.resolve(__dirname, "styles"),
    "@runtime": path.resolve(__dirname, "runtime"),
  },
};

export default defineConfig({
  resolve,
  test: {
    include: [
      "api/**/*.test.ts",
      "app/**/*.test.{ts,tsx}",
      "server/**/*.test.ts",
      "runtime/**/*.test.ts",
      "tests/unit/**/*.test.{ts,tsx}",
    ],
    pool: "forks",
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
