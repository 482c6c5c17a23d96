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
  "app/lib/account.server.ts: customerApi<SavedAddress>",
  "app/routes/admin._catalogue.categories.$categoryId_.image/route.tsx: adminApi<CategoryImage>",
  "app/routes/admin._catalogue.imports.$importId/route.tsx: adminApi<ImportRunView>",
  "app/routes/admin._catalogue.imports.$importId/route.tsx: adminApi<ImportRunView>",
  "app/routes/admin._catalogue.imports._index/route.tsx: adminApi<ImportRunSummary[]>",
  "app/routes/admin._catalogue.products.$productId/route.tsx: adminApi<ProductChoices>",
  "app/routes/admin._catalogue.products.$productId/route.tsx: adminApi<ProductDetail>",
  "app/routes/admin._catalogue.products.$productId/route.tsx: call<ProductDetail>",
  "app/routes/admin._catalogue.products.$productId/route.tsx: call<ProductDetail>",
  "app/routes/admin._catalogue.products.$productId/route.tsx: call<ProductDetail>",
  "app/routes/admin._catalogue.products.$productId/route.tsx: call<ProductDetail>",
  "app/routes/admin._catalogue.products.$productId_.images/route.tsx: adminApi<ProductImages>",
  "app/routes/admin._catalogue.products.$productId_.preview/route.tsx: adminApi<ProductDetail>",
  "app/routes/admin._catalogue.products._index/route.tsx: adminApi<ProductChoices>",
  "app/routes/admin._catalogue.products._index/route.tsx: adminApi<ProductListRow[]>",
  "app/routes/admin._catalogue.products.import/route.tsx: adminApi<CatalogueImportReport | ImportRunSummary | null>",
  "app/routes/admin._catalogue.products.new/route.tsx: adminApi<ProductChoices>",
  "app/routes/admin._catalogue.products.new/route.tsx: adminApi<ProductDetail>",
  "app/routes/admin._catalogue.stock.$kind.$id/route.tsx: adminApi<History>",
  "app/routes/admin._catalogue.stock._index/route.tsx: adminApi<StockSku[]>",
  "app/routes/admin._content.blog.$postId/route.tsx: adminApi<BlogCategory[]>",
  "app/routes/admin._content.blog.$postId/route.tsx: adminApi<BlogPost>",
  "app/routes/admin._content.blog.$postId/route.tsx: adminApi<BlogPost>",
  "app/routes/admin._content.blog.$postId/route.tsx: adminApi<{ _id: string }>",
  "app/routes/admin._content.blog.$postId_.image/route.tsx: adminApi<BlogPost>",
  "app/routes/admin._content.blog.$postId_.preview/route.tsx: adminApi<BlogPost>",
  "app/routes/admin._content.blog._index/route.tsx: adminApi<BlogCategory[]>",
  "app/routes/admin._content.blog._index/route.tsx: adminApi<BlogPostRow[]>",
  "app/routes/admin._content.blog.categories/route.tsx: adminApi<BlogCategory>",
  "app/routes/admin._content.blog.categories/route.tsx: adminApi<BlogCategory[]>",
  "app/routes/admin._content.blog.new/route.tsx: adminApi<BlogCategory[]>",
  "app/routes/admin._content.blog.new/route.tsx: adminApi<BlogPost>",
  "app/routes/admin._content.faqs/route.tsx: adminApi<Faq[]>",
  "app/routes/admin._content.projects.$categoryId/route.tsx: adminApi<Category>",
  "app/routes/admin._content.projects.$categoryId/route.tsx: adminApi<{ _id: string }>",
  "app/routes/admin._content.projects.$categoryId_.banner/route.tsx: adminApi<Category>",
  "app/routes/admin._content.projects._index/route.tsx: adminApi<ProjectCategory>",
  "app/routes/admin._content.projects._index/route.tsx: adminApi<ProjectCategory[]>",
  "app/routes/admin._content.projects.items.$projectId/route.tsx: adminApi<Project>",
  "app/routes/admin._content.testimonials.$testimonialId.image/route.tsx: adminApi<Testimonial[]>",
  "app/routes/admin._content.testimonials._index/route.tsx: adminApi<Testimonial[]>",
  "app/routes/admin._customers.customers.$customerId/route.tsx: adminApi<CustomerDetail>",
  "app/routes/admin._customers.customers.$customerId/route.tsx: adminApi<CustomerDetail>",
  "app/routes/admin._customers.customers._index/route.tsx: adminApi<CustomerListRow[]>",
  "app/routes/admin._customers.enquiries.$enquiryId/route.tsx: adminApi<EnquiryDetail>",
  "app/routes/admin._customers.enquiries.$enquiryId/route.tsx: adminApi<EnquiryDetail>",
  "app/routes/admin._customers.enquiries._index/route.tsx: adminApi<EnquiryRow[]>",
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
  "app/routes/admin._reports.reports.gst/route.tsx: adminApi<GstReport>",
  "app/routes/admin._settings.audit/route.tsx: adminApi<AuditRow[]>",
  "app/routes/admin._settings.audit/route.tsx: adminApi<Filters>",
  "app/routes/admin._settings.delivery-areas.$pincode/route.tsx: adminApi<DeliveryArea>",
  "app/routes/admin._settings.delivery-areas._index/route.tsx: adminApi<DeliveryArea[]>",
  "app/routes/admin._settings.delivery-areas.import/route.tsx: adminApi<ImportReport | ImportRunSummary>",
  "app/routes/admin._settings.recovery-codes/route.tsx: adminApi<{ recoveryCodes: string[] }>",
  "app/routes/admin._settings.recovery-codes/route.tsx: adminApi<{ recoveryCodesLeft: number }>",
  "app/routes/admin._settings.settings.backups/route.tsx: adminApi<BackupStatus>",
  "app/routes/admin._settings.settings.backups/route.tsx: adminApi<{ started: boolean }>",
  "app/routes/admin._settings.settings.gst/route.tsx: adminApi<GstSettings>",
  "app/routes/admin._settings.settings.gst/route.tsx: adminApi<GstSettings>",
  "app/routes/admin._settings.settings.orders/route.tsx: adminApi<OrderSettings>",
  "app/routes/admin._settings.settings.orders/route.tsx: adminApi<OrderSettings>",
  "app/routes/admin._settings.settings.reviews/route.tsx: adminApi<ReviewSettings>",
  "app/routes/admin._settings.settings.reviews/route.tsx: adminApi<ReviewSettings>",
  "app/routes/admin._settings.staff.$staffId/route.tsx: adminApi<Member>",
  "app/routes/admin._settings.staff.$staffId/route.tsx: adminApi<StaffMember>",
  "app/routes/admin._settings.staff.$staffId/route.tsx: adminApi<StaffMember>",
  "app/routes/admin._settings.staff.$staffId/route.tsx: adminApi<{ invitationUrl: string; expiresAt: string }>",
  "app/routes/admin._settings.staff._index/route.tsx: adminApi<StaffMember[]>",
  "app/routes/admin._settings.staff._index/route.tsx: adminApi<{ staff: StaffMember; invitationUrl: string; expiresAt: string }>",
  "app/routes/admin.invitation.$token.tsx: apiFetch<Done>",
  "app/routes/admin.invitation.$token.tsx: apiFetch<Setup>",
  "app/routes/admin.invitation.$token.tsx: apiFetch<Setup>",
  "app/routes/admin.login.tsx: apiFetch<SignedIn>",
  "app/routes/admin.login.tsx: apiFetch<{ challenge: string }>",
  "app/routes/admin.search.tsx: adminApi<SearchAnswer>",
  "app/routes/blogPost.$postSlug.tsx: apiFetch<BlogPost[]>",
  "app/routes/forgotAccount.tsx: apiFetch<CodeSent>",
  "app/routes/login.tsx: apiFetch<{ mobile: string; resendAvailableAt: string }>",
  "app/routes/my-account.address.$addressId.tsx: customerApi<SavedAddress>",
  "app/routes/my-account.address._index.tsx: customerApi<SavedAddress[]>",
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
        ].join("\n"),
      );
      await writeFile(
        join(root, "app/lib/page.server.ts"),
        [
          'import type { Listed, Mixed, Profile } from "~/lib/types";',
          "type Local = { name: string };",
          "const call = <T>(path: string) => apiFetch<T>(path);",
          "apiFetch<Profile>('/a');",
          "call<Listed>('/b');",
          "apiFetch<Mixed>('/c');",
          "call<Local[]>('/d');",
          "apiFetch<string>('/e');",
        ].join("\n"),
      );
      await writeFile(join(root, "app/lib/page.server.test.ts"), "apiFetch<{ made: 'up' }>('/f');");
      expect(await storefrontAnswerTypes(root)).toEqual({
        calls: 5,
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
