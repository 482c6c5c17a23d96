import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { storefrontImportsOfApiInternals } from "./storefront-imports";

const ROOT = fileURLToPath(new URL("../../..", import.meta.url));

describe("the storefront's imports from the API", () => {
  it("reach only the contract and the shared field rules", async () => {
    // An import of the API's internals: take the type from @api/contract/schemas instead.
    expect(await storefrontImportsOfApiInternals(ROOT)).toEqual([]);
  });

  it("are found by alias or by a relative path, type imports and re-exports included", async () => {
    const root = await mkdtemp(join(tmpdir(), "storefront-imports-"));
    try {
      await mkdir(join(root, "app/lib"), { recursive: true });
      await writeFile(
        join(root, "app/lib/a.ts"),
        [
          'import type { Profile } from "@api/contract/schemas/customers";',
          'import { addressSchema } from "@api/validation/schemas";',
          'import type { orders } from "@api/db/schema";',
          'export { ok } from "../../api/src/lib/envelope";',
        ].join("\n"),
      );
      expect(await storefrontImportsOfApiInternals(root)).toEqual([
        "app/lib/a.ts -> @api/db/schema",
        "app/lib/a.ts -> @api/lib/envelope",
      ]);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
