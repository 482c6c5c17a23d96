import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "~": path.resolve(__dirname, "app"),
      "@api": path.resolve(__dirname, "api/src"),
    },
  },
  test: {
    include: ["api/**/*.test.ts", "app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "tests/unit/**/*.test.{ts,tsx}"],
    pool: "forks",
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
