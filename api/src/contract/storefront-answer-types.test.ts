import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { storefrontAnswerTypes } from "./storefront-answer-types";

const ROOT = fileURLToPath(new URL("../../..", import.meta.url));

/**
 * The storefront's calls whose answer type is still written by hand. The list only shrinks: take
 * the type from @api/contract/schemas (or from a storefront type made of one) and take the line out.
 */
const STILL_BY_HAND = [
  "app/admin/catalogue/masters/master-route.server.ts: adminApi<Row[]>",
  "app/routes/admin._catalogue.categories.$categoryId_.image/route.tsx: adminApi<CategoryImage>",
  "app/routes/admin._content.blog.$postId/route.tsx: adminApi<{ _id: string }>",
  "app/routes/admin._content.projects.$categoryId/route.tsx: adminApi<Category>",
  "app/routes/admin._content.projects.$categoryId/route.tsx: adminApi<{ _id: string }>",
  "app/routes/admin._content.projects.$categoryId_.banner/route.tsx: adminApi<Category>",
  "app/routes/admin._content.projects._index/route.tsx: adminApi<ProjectCategory>",
  "app/routes/admin._content.projects._index/route.tsx: adminApi<ProjectCategory[]>",
  "app/routes/admin._content.projects.items.$projectId/route.tsx: adminApi<Project>",
  "app/routes/admin._index.tsx: adminApi<LowStock>",
  "app/routes/admin._index.tsx: adminApi<Me>",
  "app/routes/admin._marketing.coupons.$code/route.tsx: adminApi<{ code: string }>",
  "app/routes/admin._marketing.newsletter/route.tsx: adminApi<SubscriberRow[]>",
  "app/routes/admin._marketing.reviews._index/route.tsx: adminApi<BulkAnswer>",
  "app/routes/admin._orders.orders._index/route.tsx: adminApi<BulkAnswer>",
  "app/routes/admin._orders.orders._index/route.tsx: adminApi<OrderListRow[]>",
  "app/routes/admin._orders.orders.drafts.$draftId/complete-draft.server.ts: call<{ orderId: string }>",
  "app/routes/admin._orders.orders.drafts.$draftId/complete-draft.server.ts: call<{ orderId: string }>",
  "app/routes/admin._orders.orders.drafts.$draftId/delete-draft.server.ts: call<null>",
  "app/routes/admin._settings.recovery-codes/route.tsx: adminApi<{ recoveryCodes: string[] }>",
  "app/routes/admin._settings.recovery-codes/route.tsx: adminApi<{ recoveryCodesLeft: number }>",
  "app/routes/admin._settings.settings.backups/route.tsx: adminApi<{ started: boolean }>",
  "app/routes/admin._settings.staff.$staffId/route.tsx: adminApi<{ invitationUrl: string; expiresAt: string }>",
  "app/routes/admin._settings.staff._index/route.tsx: adminApi<{ staff: StaffMember; invitationUrl: string; expiresAt: string }>",
  "app/routes/admin.login.tsx: apiFetch<{ challenge: string }>",
  "app/routes/forgotAccount.tsx: apiFetch<CodeSent>",
  "app/routes/login.tsx: apiFetch<{ mobile: string; resendAvailableAt: string }>",
  "app/routes/register.tsx: apiFetch<{ email: string; resendAvailableAt: string }>",
  "app/routes/verifyAccount.tsx: apiFetch<{ resendAvailableAt: string }>",
];

describe("the storefront's answer types", () => {
  it("come from the contract's schemas, but for the calls still listed", async () => {
    expect((await storefrontAnswerTypes(ROOT)).byHand).toEqual(STILL_BY_HAND);
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
        ].join("\n"),
      );
      await writeFile(
        join(root, "app/lib/page.server.ts"),
        [
          'import type { Listed, Mixed, Profile, Twice } from "~/lib/types";',
          "type Local = { name: string };",
          "const call = <T>(path: string) => apiFetch<T>(path);",
          "apiFetch<Profile>('/a');",
          "call<Listed>('/b');",
          "apiFetch<Mixed>('/c');",
          "apiFetch<Twice>('/g');",
          "call<Local[]>('/d');",
          "apiFetch<string>('/e');",
        ].join("\n"),
      );
      await writeFile(join(root, "app/lib/page.server.test.ts"), "apiFetch<{ made: 'up' }>('/f');");
      expect(await storefrontAnswerTypes(root)).toEqual({
        calls: 6,
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
