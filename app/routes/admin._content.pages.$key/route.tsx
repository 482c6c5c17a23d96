import { type ActionFunctionArgs, type LoaderFunctionArgs, data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import type { AdminPage } from "@api/contract/schemas/admin-pages";
import type { PageKey } from "@api/validation/pages";
import { AdminField, AdminFormErrors, AdminSubmit } from "~/components/admin/form-controls";
import { RichTextField } from "~/components/admin/rich-text-field";
import { useAdminForm } from "~/components/admin/use-admin-form";
import { adminApi } from "~/lib/admin/api.server";
import { PAGE_FIELD_LABELS, RICH_TEXT_FIELDS, isPageKey, pageUpdateSchema } from "~/lib/admin/forms.server";
import { adminMeta } from "~/lib/admin/meta";
import { adminData, adminPage, adminRedirect } from "~/lib/admin/responses.server";
import { requireStaffSession } from "~/lib/admin/session.server";
import { parseWithZod, refusalToast, replyFromApi } from "~/lib/forms.server";
import { revalidateAfterRefusal } from "~/lib/revalidate";
import * as css from "@styles/admin/admin.css";
import * as formCss from "@styles/admin/forms.css";
import { readForm } from "~/lib/form-body.server";

export const meta = ({ data: loaded }: { data?: { page?: { label: string } } }) =>
  adminMeta(loaded?.page ? `Edit ${loaded.page.label}` : "Page");

/** After "someone else saved first" the page reads the document again: the hidden version is then the newest. */
export const shouldRevalidate = revalidateAfterRefusal;

/** How each page's form is grouped; the labels and which fields are rich text come from the shared rules. */
const SEO_GROUP = { legend: "Search engines", fields: ["seoTitle", "seoDescription", "seoKeywords"] };
const POLICY_LAYOUT = [{ legend: null, fields: ["title", "description"] }, SEO_GROUP];
const LAYOUT: Record<PageKey, { legend: string | null; fields: string[] }[]> = {
  aboutUs: [
    { legend: null, fields: ["title", "description"] },
    { legend: "What we do", fields: ["whatWeDoTitle", "whatWeDoDescription"] },
    { legend: "Our mission", fields: ["missionTitle", "missionDescription"] },
    { legend: "Our vision", fields: ["visionTitle", "visionDescription"] },
    SEO_GROUP,
  ],
  contactUs: [
    { legend: "Addresses", fields: ["regOfficeAddress", "factoryAddress"] },
    { legend: "Phones", fields: ["inquiryNumber", "supportNumber"] },
    { legend: "Emails", fields: ["inquiryEmail", "supportEmail"] },
    { legend: "Map", fields: ["googleMapUrl"] },
    {
      legend: "Social links (blank hides the link)",
      fields: ["facebook", "twitter", "linkedin", "youtube", "instagram"],
    },
    SEO_GROUP,
  ],
  privacyPolicy: POLICY_LAYOUT,
  termsConditions: POLICY_LAYOUT,
  returnRefunds: POLICY_LAYOUT,
};

const HINTS: Record<string, string> = {
  googleMapUrl: 'In Google Maps: Share, Embed a map, then copy the address inside src="...".',
  seoTitle: "Shown as the browser tab's title and in search results. Blank uses the page's title.",
  seoDescription: "The summary search engines show under the title.",
  seoKeywords: "Words separated by commas.",
};
const RICH_TEXT_HINT =
  "Bold, italic, headings, lists and links. Without JavaScript this is HTML; scripts, styles and anything else unsafe are removed on save.";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const auth = await requireStaffSession(request);
  const key = params.key ?? "";
  if (!isPageKey(key)) throw data({ message: "Page not found" }, { status: 404 });
  const answer = await adminApi<AdminPage>({ request, ...auth }, `/pages/${key}`);
  return adminPage(
    { page: answer.body, labels: PAGE_FIELD_LABELS[key], richText: RICH_TEXT_FIELDS[key] },
    auth.session,
  );
}

export async function action({ request, params }: ActionFunctionArgs) {
  const auth = await requireStaffSession(request);
  const key = params.key ?? "";
  if (!isPageKey(key)) throw data({ message: "Page not found" }, { status: 404 });
  const submission = parseWithZod(await readForm(request), { schema: pageUpdateSchema(key) });
  if (submission.status !== "success") return adminData({ result: submission.reply() }, auth.session, { status: 400 });
  const answer = await adminApi<AdminPage>({ request, ...auth }, `/pages/${key}`, {
    method: "PUT",
    body: submission.value,
  });
  if (answer.status !== 200) {
    const fields = Object.keys(PAGE_FIELD_LABELS[key]);
    return adminData({ result: replyFromApi(submission, answer, fields), toast: refusalToast(answer) }, auth.session, {
      status: answer.status,
    });
  }
  return adminRedirect(`/admin/pages/${key}`, auth.session, { type: "success", message: answer.message });
}

export default function AdminPageEditor() {
  const { page, labels, richText } = useLoaderData<typeof loader>();
  const answered = useActionData<typeof action>();
  const saving = useNavigation().state === "submitting";
  const form = useAdminForm(`page-${page.key}`, answered?.result, page.values);
  const headingId = `page-${page.key}-heading`;

  const control = (name: string) =>
    richText.includes(name) ? (
      <RichTextField
        key={name}
        {...form.field(name)}
        label={labels[name]}
        errors={form.errors(name)}
        hint={RICH_TEXT_HINT}
      />
    ) : (
      <AdminField
        key={name}
        label={labels[name]}
        hint={HINTS[name]}
        errors={form.errors(name)}
        inputProps={{ ...form.field(name), autoComplete: "off" }}
      />
    );

  return (
    <>
      <p>
        <Link to="/admin/pages">All pages</Link>
      </p>
      <h1 id={headingId}>Edit {page.label}</h1>
      <p className={css.lead}>
        On the shop at <a href={page.path}>{page.path}</a>; a saved change shows there within a few seconds.
      </p>
      <Form method="post" key={form.key} {...form.formProps} aria-labelledby={headingId}>
        {/* From the loader, never from what was typed: after a refusal it is the newest version. */}
        <input type="hidden" name="version" value={page.version} />
        <AdminFormErrors id={form.formErrorId} errors={form.formErrors} />
        {LAYOUT[page.key].map((group) =>
          group.legend ? (
            <fieldset key={group.legend} className={`${formCss.fieldset} ${css.section}`}>
              <legend className={css.sectionTitle}>{group.legend}</legend>
              {group.fields.map(control)}
            </fieldset>
          ) : (
            <div key={group.fields.join()} className={css.section}>
              {group.fields.map(control)}
            </div>
          ),
        )}
        <AdminSubmit pending={saving}>Save {page.label}</AdminSubmit>
      </Form>
    </>
  );
}
