import { BLOG_LIMITS } from "@api/validation/blog-states";
import * as formCss from "@styles/admin/forms.css";
import { type BlogCategory, categoryOptions } from "./blog-options";
import { AdminField, AdminSelect } from "~/components/admin/form-controls";
import { RichTextField } from "~/components/admin/rich-text-field";
import type { useAdminForm } from "~/components/admin/use-admin-form";

type AdminForm = ReturnType<typeof useAdminForm>;

/** A post's fields, the same on the new post's form and the edit form (the state is the edit form's own). */
export function BlogPostFields({ form, categories }: { form: AdminForm; categories: BlogCategory[] }) {
  return (
    <>
      <AdminField
        label="Title"
        errors={form.errors("title")}
        inputProps={{ ...form.field("title"), autoComplete: "off", maxLength: BLOG_LIMITS.title, required: true }}
      />
      <AdminField
        label="Slug"
        hint="The post's address: /blogPost/your-slug. Leave blank to make it from the title. Changing it later moves the post; the old address stops working."
        errors={form.errors("slug")}
        inputProps={{ ...form.field("slug"), autoComplete: "off", spellCheck: false }}
      />
      <AdminSelect
        label="Category"
        errors={form.errors("blogCategoryId")}
        options={[{ value: "", label: "Choose a category" }, ...categoryOptions(categories)]}
        selectProps={{ ...form.field("blogCategoryId"), required: true }}
      />
      <RichTextField
        name="body"
        id={form.field("body").id}
        label="Body"
        hint="Paragraphs, headings, lists and links. Scripts and styles are removed when it is saved."
        defaultValue={String(form.field("body").defaultValue ?? "")}
        errors={form.errors("body")}
      />
      <AdminField
        label="SEO title"
        hint={`Up to ${BLOG_LIMITS.seoTitle} characters; blank uses the title.`}
        errors={form.errors("seoTitle")}
        inputProps={{ ...form.field("seoTitle"), autoComplete: "off" }}
      />
      <AdminField
        label="SEO description"
        hint={`Up to ${BLOG_LIMITS.seoDescription} characters; blank uses the start of the body.`}
        errors={form.errors("seoDescription")}
        inputProps={{ ...form.field("seoDescription"), autoComplete: "off" }}
      />
      <fieldset className={formCss.fieldset}>
        <legend className={formCss.label}>Publish date (India time)</legend>
        <AdminField
          label="Date"
          hint="A published post appears on the shop on this date. Leave blank to publish it the moment it is published."
          errors={form.errors("publishDate")}
          inputProps={{ ...form.field("publishDate"), type: "date" }}
        />
        <AdminField
          label="Time"
          hint="Leave blank for midnight."
          errors={form.errors("publishTime")}
          inputProps={{ ...form.field("publishTime"), type: "time" }}
        />
      </fieldset>
    </>
  );
}
