import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { storefrontAnswerTypes } from "./storefront-answer-types";

const ROOT = fileURLToPath(new URL("../../..", import.meta.url));

describe("the storefront's answer types", () => {
  it("come from the contract's schemas", async () => {
    // A shape written by hand: take the type from @api/contract/schemas, or add the schema there.
    const { calls, byHand } = await storefrontAnswerTypes(ROOT);
    expect(byHand).toEqual([]);
    expect(calls).toBeGreaterThan(0);
  });

  it("are followed through aliases, imports, re-exports and wrappers to the contract or to a shape written by hand", async () => {
    const root = await mkdtemp(join(tmpdir(), "answer-types-"));
    try {
      await mkdir(join(root, "app/lib"), { recursive: true });
      await writeFile(
        join(root, "app/lib/types.ts"),
        [
          'export type { Profile } from "@api/contract/schemas/customers";',
          'import type { Order } from "@api/contract/schemas/orders";',
          'export type Listed = Pick<Order, "_id">[];',
          "export type Mixed = Order & { note: string };",
          'export type Twice = Pick<Order, "_id"> & Omit<Order, "_id">;',
          "export type { Order as Renamed };",
        ].join("\n"),
      );
      await writeFile(
        join(root, "app/lib/page.server.ts"),
        [
          'import type { Listed, Mixed, Profile, Renamed, Twice } from "~/lib/types";',
          "type Local = { name: string };",
          "const call = <T>(path: string) => apiFetch<T>(path);",
          "apiFetch<Profile>('/a');",
          "call<Listed>('/b');",
          "apiFetch<Mixed>('/c');",
          "apiFetch<Twice>('/g');",
          "apiFetch<Renamed>('/h');",
          "apiFetch<null>('/i');",
          "const page = <Row,>(path: string) => apiFetch<Row[]>(path);",
          "call<Local[]>('/d');",
          "apiFetch<string>('/e');",
        ].join("\n"),
      );
      await writeFile(join(root, "app/lib/page.server.test.ts"), "apiFetch<{ made: 'up' }>('/f');");
      expect(await storefrontAnswerTypes(root)).toEqual({
        calls: 8,
        byHand: [
          "app/lib/page.server.ts: apiFetch<Mixed>",
          "app/lib/page.server.ts: apiFetch<string>",
          "app/lib/page.server.ts: call<Local[]>",
        ],
      });
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
