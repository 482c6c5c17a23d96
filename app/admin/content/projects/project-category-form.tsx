import type { SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import * as css from "@styles/admin/admin.css";
import { AdminField, AdminFormErrors, AdminSubmit } from "~/components/admin/form-controls";
import { useAdminForm } from "~/components/admin/use-admin-form";

export type ProjectCategoryFields = {
  name: string;
  slug: string;
  seoTitle: string | null;
  seoDescription: string | null;
  seoKeywords: string | null;
};

/** A project category's name, address and search-engine words: the add form (no category) or its edit form. */
export function ProjectCategoryForm({
  category,
  result,
  pending,
}: {
  category?: ProjectCategoryFields;
  result?: SubmissionResult<string[]> | null;
  pending: boolean;
}) {
  const form = useAdminForm(
    category ? "edit-project-category" : "add-project-category",
    result,
    category
      ? {
          name: category.name,
          slug: category.slug,
          seoTitle: category.seoTitle ?? "",
          seoDescription: category.seoDescription ?? "",
          seoKeywords: category.seoKeywords ?? "",
        }
      : {},
  );
  return (
    <Form
      method="post"
      key={form.key}
      {...form.formProps}
      aria-label={category ? `Edit ${category.name}` : "Add a project category"}
    >
      <input type="hidden" name="intent" value={category ? "edit" : "add"} />
      <AdminFormErrors id={form.formErrorId} errors={form.formErrors} />
      <AdminField
        label="Name"
        errors={form.errors("name")}
        inputProps={{ ...form.field("name"), autoComplete: "off", required: true }}
      />
      <AdminField
        label="Slug"
        hint={`The page's address, /project/<slug>. Leave blank to make it from the name.${category ? " Changing it moves the page: the old address stops working." : ""}`}
        errors={form.errors("slug")}
        inputProps={{ ...form.field("slug"), autoComplete: "off" }}
      />
      <AdminField
        label="SEO title"
        errors={form.errors("seoTitle")}
        inputProps={{ ...form.field("seoTitle"), autoComplete: "off" }}
      />
      <AdminField
        label="SEO description"
        errors={form.errors("seoDescription")}
        inputProps={{ ...form.field("seoDescription"), autoComplete: "off" }}
      />
      <AdminField
        label="SEO keywords"
        hint="Comma-separated."
        errors={form.errors("seoKeywords")}
        inputProps={{ ...form.field("seoKeywords"), autoComplete: "off" }}
      />
      <AdminSubmit pending={pending} className={css.secondaryButton}>
        {category ? "Save category" : "Add category"}
      </AdminSubmit>
    </Form>
  );
}
