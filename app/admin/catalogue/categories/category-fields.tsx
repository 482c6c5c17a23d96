import { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from "@api/validation/admin-category-limits";
import { AdminField } from "~/components/admin/form-controls";
import type { useAdminForm } from "~/components/admin/use-admin-form";

/** The fields a category is created and edited with; the slug may be left blank to follow the name. */
export function CategoryFields({ form }: { form: ReturnType<typeof useAdminForm> }) {
  return (
    <>
      <AdminField
        label="Name"
        errors={form.errors("name")}
        inputProps={{ ...form.field("name"), autoComplete: "off", required: true }}
      />
      <AdminField
        label="Slug"
        hint="The category's shop address: /shop/your-slug. Lower-case letters, digits and hyphens; leave it blank to make it from the name."
        errors={form.errors("slug")}
        inputProps={{ ...form.field("slug"), autoComplete: "off" }}
      />
      <AdminField
        label="SEO title"
        hint={`Shown by search engines; the name when blank. At most ${SEO_TITLE_MAX} characters.`}
        errors={form.errors("seoTitle")}
        inputProps={{ ...form.field("seoTitle"), autoComplete: "off" }}
      />
      <AdminField
        label="SEO description"
        hint={`At most ${SEO_DESCRIPTION_MAX} characters.`}
        errors={form.errors("seoDescription")}
        inputProps={{ ...form.field("seoDescription"), autoComplete: "off" }}
      />
    </>
  );
}
