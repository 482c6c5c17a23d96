import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

// Scripts run on Node; TypeScript files get their globals checked by tsc instead.
const nodeGlobals = Object.fromEntries(
  [
    "process",
    "console",
    "fetch",
    "URL",
    "AbortController",
    "AbortSignal",
    "Buffer",
    "setTimeout",
    "clearTimeout",
    "setInterval",
    "clearInterval",
    "structuredClone",
  ].map((name) => [name, "readonly"]),
);

export default tseslint.config(
  {
    ignores: [
      "build/**",
      "public/build/**",
      "api/dist/**",
      ".data/**",
      "node_modules/**",
      "test-results/**",
      "playwright-report/**",
      "bench/results/**",
      ".cache/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{js,mjs,cjs}"],
    languageOptions: { globals: nodeGlobals },
  },
  {
    rules: {
      // A leading underscore marks a parameter an interface requires, or a property split off on purpose.
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // Imports that climb two folders or more go through the aliases (~/, @api/, @styles/, @runtime/), so a file
    // reads the same wherever it sits and moves without rewriting. The aliases cover app/, api/src/,
    // styles/ and runtime/; the storefront's server, scripts, benchmarks and Playwright's config have none.
    // TypeScript only: plain .mjs/.js (fixtures, scripts) run on Node, which knows no aliases.
    files: ["{app,api/src,tests,bench}/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(\\.\\./){2,}(?!\\.\\./|server/|scripts/|bench/|playwright\\.config)",
              message: "Import through ~/, @api/, @styles/ or @runtime/ instead of climbing folders.",
            },
          ],
        },
      ],
    },
  },
  {
    // React lives in the storefront only; elsewhere `use` is, for example, a Playwright fixture callback.
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Tests read JSON whose shape is what they assert; typing every response body adds nothing there.
    files: ["**/*.test.{ts,tsx}", "api/src/test/**", "tests/**"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
);
