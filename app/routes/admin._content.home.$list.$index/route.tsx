import { type ActionFunctionArgs, type LoaderFunctionArgs, data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { HOME_LISTS, HOME_LIST_LABELS, type HomeList } from "@api/validation/home-lists";
import { AdminField, AdminFormErrors, AdminSubmit } from "~/components/admin/form-controls";
import type { HomeSettings } from "@api/contract/schemas/admin-site-settings";
import { useAdminForm } from "~/components/admin/use-admin-form";
import { Picture } from "~/components/picture";
import { adminApi } from "~/lib/admin/api.server";
import { adminMeta } from "~/lib/admin/meta";
import { adminData, adminPage, adminRedirect } from "~/lib/admin/responses.server";
import { requireStaffSession } from "~/lib/admin/session.server";
import { homeItemFormSchema, homeItemRequirements, savePictureForm } from "~/lib/admin/site-settings.server";
import { revalidateAfterRefusal } from "~/lib/revalidate";
import * as css from "@styles/admin/admin.css";
import * as images from "@styles/admin/images.css";

export const meta = () => adminMeta("Slide or banner");

/** After "someone else saved first" the page reads the settings again: the hidden version is then the newest. */
export const shouldRevalidate = revalidateAfterRefusal;

const FIELDS = ["title", "text", "linkLabel", "webpageUrl", "alt"];

/** ":list/new" adds; ":list/2" edits the third. */
function readParams(params: { list?: string; index?: string }): { list: HomeList; index: number | null } {
  const list = params.list ?? "";
  if (
    !(HOME_LISTS as readonly string[]).includes(list) ||
    !(params.index === "new" || /^\d+$/.test(params.index ?? ""))
  ) {
    throw data({ message: "There is no such slide or banner." }, { status: 404 });
  }
  return { list: list as HomeList, index: params.index === "new" ? null : Number(params.index) };
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const auth = await requireStaffSession(request);
  const { list, index } = readParams(params);
  const answer = await adminApi<HomeSettings>({ request, ...auth }, "/site-settings/home");
  if (answer.status !== 200) throw new Response(answer.message, { status: answer.status });
  const item = index === null ? null : answer.body[list][index];
  if (index !== null && !item)
    throw data({ message: `That ${HOME_LIST_LABELS[list].one} is no longer there.` }, { status: 404 });
  return adminPage({ list, index, item, version: answer.body.version }, auth.session);
}

export async function action({ request, params }: ActionFunctionArgs) {
  const auth = await requireStaffSession(request);
  const { list, index } = readParams(params);
  const saved = await savePictureForm(
    { request, ...auth },
    {
      schema: homeItemFormSchema.superRefine(homeItemRequirements(list)),
      fields: FIELDS,
      path: index === null ? `/site-settings/home/${list}` : `/site-settings/home/${list}/${index}`,
      method: index === null ? "POST" : "PUT",
    },
  );
  if (saved.ok) return adminRedirect("/admin/home", auth.session, { type: "success", message: saved.message });
  return adminData({ result: saved.result, toast: saved.toast }, auth.session, { status: saved.status });
}

export default function AdminHomeItem() {
  const { list, index, item, version } = useLoaderData<typeof loader>();
  const answered = useActionData<typeof action>();
  const saving = useNavigation().state === "submitting";
  const { one } = HOME_LIST_LABELS[list];
  const slide = list === "slides";
  const form = useAdminForm(
    "home-item",
    answered?.result,
    item
      ? {
          title: item.title,
          text: item.text,
          linkLabel: item.linkLabel,
          webpageUrl: item.webpageUrl,
          alt: item.image.alt ?? "",
        }
      : {},
  );
  const heading = item
    ? `Edit the ${one} “${item.title || item.image.alt}”`
    : `Add ${/^[aeiou]/i.test(one) ? "an" : "a"} ${one}`;
  return (
    <>
      <p>
        <Link to="/admin/home">Back to the home page</Link>
      </p>
      <h1 id="home-item-heading">{heading}</h1>
      <Form
        method="post"
        encType="multipart/form-data"
        key={form.key}
        {...form.formProps}
        aria-labelledby="home-item-heading"
      >
        {/* From the loader, never from what was typed: after a refusal it is the newest version. */}
        <input type="hidden" name="version" value={version} />
        <AdminFormErrors id={form.formErrorId} errors={form.formErrors} />
        {item ? (
          <div className={css.section}>
            <p>Current picture{index !== null ? ` (number ${index + 1})` : ""}:</p>
            <Picture image={item.image} className={images.preview} sizes="20rem" />
          </div>
        ) : null}
        <AdminField
          label={item ? "New picture (optional)" : "Picture"}
          hint={`JPEG, PNG or WebP, at most 10 MB.${slide ? " Wide pictures suit a slide: 1600 × 700 pixels or larger." : " About 800 × 400 pixels."}${item ? " Leave empty to keep the current picture." : ""}`}
          errors={form.errors("image")}
          inputProps={{
            id: "home-item-image",
            name: "image",
            type: "file",
            accept: "image/jpeg,image/png,image/webp",
            required: !item,
          }}
        />
        <AdminField
          label="Description of the picture (alt text)"
          hint="What the picture shows, for shoppers who cannot see it."
          errors={form.errors("alt")}
          inputProps={{ ...form.field("alt"), autoComplete: "off", maxLength: 150, required: true }}
        />
        <AdminField
          label={slide ? "Title" : "Title (optional)"}
          hint={
            slide ? "The slide's heading, shown over the picture." : "Shown over the picture, with the words below."
          }
          errors={form.errors("title")}
          inputProps={{ ...form.field("title"), autoComplete: "off", maxLength: 100, required: slide }}
        />
        <AdminField
          label={slide ? "Sub-title (optional)" : "Words (optional)"}
          errors={form.errors("text")}
          inputProps={{ ...form.field("text"), autoComplete: "off", maxLength: 200 }}
        />
        {slide ? null : (
          <AdminField
            label="Link label (optional)"
            hint="The link's words, like 'Shop storage'. Blank says 'Shop now' with the title."
            errors={form.errors("linkLabel")}
            inputProps={{ ...form.field("linkLabel"), autoComplete: "off", maxLength: 60 }}
          />
        )}
        <AdminField
          label="Link"
          hint="A page of this shop, like /shop/bedroom, or a web address starting with https://."
          errors={form.errors("webpageUrl")}
          inputProps={{ ...form.field("webpageUrl"), autoComplete: "off", maxLength: 500, required: true }}
        />
        <div className={css.buttonRow}>
          <AdminSubmit pending={saving}>{item ? `Save ${one}` : `Add ${one}`}</AdminSubmit>
          <Link to="/admin/home" className={css.secondaryButton}>
            Cancel
          </Link>
        </div>
      </Form>
    </>
  );
}
