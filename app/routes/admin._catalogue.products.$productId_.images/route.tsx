import { type ActionFunctionArgs, type LoaderFunctionArgs, data } from "@remix-run/node";
import { ConfirmQuestion } from "~/components/admin/confirm-step";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { AdminField, AdminFormErrors, AdminSubmit } from "~/components/admin/form-controls";
import { ImageUploadForm } from "~/components/admin/image-upload-form";
import { type ImageList, type ProductImages, imageListLabel } from "./product-image-options";
import { useAdminForm } from "~/components/admin/use-admin-form";
import { Picture } from "~/components/picture";
import { adminApi } from "~/lib/admin/api.server";
import { imageUploadFieldsSchema } from "~/lib/admin/forms.server";
import { adminMeta } from "~/lib/admin/meta";
import { adminData, adminPage, adminRedirect, unknownIntent } from "~/lib/admin/responses.server";
import { requireStaffSession } from "~/lib/admin/session.server";
import { passUploadOn } from "~/lib/admin/uploads.server";
import { isMultipart } from "~/lib/uploads.server";
import { parseWithZod, refusalToast, replyFromApi } from "~/lib/forms.server";
import type { StoredImage } from "~/lib/api-types";
import * as css from "@styles/admin/admin.css";
import * as images from "@styles/admin/images.css";
import { readForm } from "~/lib/form-body.server";

export const meta = () => adminMeta("Product pictures");

const MOVES = ["up", "down", "default", "delete"] as const;
type Move = (typeof MOVES)[number];
const isMove = (value: unknown): value is Move => MOVES.includes(value as Move);

const apiPath = (productId: string | undefined) => `/products/${encodeURIComponent(productId ?? "")}/images`;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const auth = await requireStaffSession(request);
  const answer = await adminApi<ProductImages>({ request, ...auth }, apiPath(params.productId));
  if (answer.status === 404) throw data({ message: answer.message }, { status: 404 });
  // ?remove={url}&color={id} asks before a picture is removed: a link, so it works without JavaScript.
  const query = new URL(request.url).searchParams;
  const remove = query.get("remove");
  return adminPage(
    { ...answer.body, removing: remove ? { url: remove, color: query.get("color") ?? "" } : null },
    auth.session,
  );
}

/** Which list's form answered: its upload form, or one picture's description form. */
type Target = { color: string; url: string | null };

export async function action({ request, params }: ActionFunctionArgs) {
  const auth = await requireStaffSession(request);
  const here = `/admin/products/${encodeURIComponent(params.productId ?? "")}/images`;

  if (isMultipart(request)) {
    const upload = await passUploadOn({ request, ...auth }, apiPath(params.productId));
    if (upload.ok) return adminRedirect(here, auth.session, { type: "success", message: upload.message });
    const target: Target = { color: String(upload.formData?.get("color") ?? ""), url: null };
    return adminData({ target, result: upload.result, toast: upload.toast }, auth.session, { status: upload.status });
  }

  const formData = await readForm(request);
  const intent = formData.get("intent");
  const url = String(formData.get("url") ?? "");
  const color = String(formData.get("color") ?? "");
  const target: Target = { color, url };
  let body: Record<string, string> = { action: String(intent), url, ...(color ? { color } : {}) };
  let submission = null;
  if (intent === "alt") {
    submission = parseWithZod(formData, { schema: imageUploadFieldsSchema });
    if (submission.status !== "success") {
      const result = submission.reply();
      return adminData(
        {
          target,
          result,
          toast: { type: "error" as const, message: result.error?.alt?.[0] ?? "Please check the description." },
        },
        auth.session,
        {
          status: 400,
        },
      );
    }
    body = { ...body, alt: submission.value.alt };
  } else if (!isMove(intent)) {
    return unknownIntent(here, auth.session);
  }
  const answer = await adminApi({ request, ...auth }, apiPath(params.productId), { method: "PATCH", body });
  if (answer.status !== 200) {
    if (!submission) return adminRedirect(here, auth.session, { type: "error", message: answer.message });
    return adminData(
      { target, result: replyFromApi(submission, answer, ["alt"]), toast: refusalToast(answer) },
      auth.session,
      {
        status: answer.status,
      },
    );
  }
  return adminRedirect(here, auth.session, { type: "success", message: answer.message });
}

/**
 * A product's pictures (or, for a colour product, each colour's): upload with a description, put
 * in order, choose the first one shoppers see, describe and remove. Every control is a form post.
 */
export default function AdminProductImages() {
  const { product, images: own, colors, removing } = useLoaderData<typeof loader>();
  const lists: ImageList[] =
    colors.length > 0
      ? colors.map((c) => ({ color: c._id, colorName: c.name, images: c.images }))
      : [{ color: "", colorName: null, images: own }];
  return (
    <>
      <p>
        <Link to={`/admin/products/${product._id}`}>Back to {product.name}</Link>
      </p>
      <h1>Pictures of {product.name}</h1>
      <p className={css.lead}>
        The first picture is the one shoppers see on cards and first on the product page. Upload JPEG, PNG or WebP
        images; each is resized for phones and large screens.
      </p>
      {lists.map((list) => (
        <PictureList key={list.color || "product"} list={list} productName={product.name} removing={removing} />
      ))}
    </>
  );
}

function PictureList({
  list,
  productName,
  removing,
}: {
  list: ImageList;
  productName: string;
  removing: { url: string; color: string } | null;
}) {
  const headingId = `pictures-${list.color || "product"}`;
  const label = imageListLabel(productName, list.colorName);
  return (
    <section className={css.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={css.sectionTitle}>
        {list.colorName ? `${list.colorName} pictures` : "Pictures"} ({list.images.length})
      </h2>
      {list.images.length === 0 ? (
        <p>No pictures yet: shoppers see a plain placeholder until one is uploaded.</p>
      ) : (
        <ol className={images.imageList}>
          {list.images.map((image, index) => (
            <PictureItem
              key={image.url}
              image={image}
              index={index}
              count={list.images.length}
              color={list.color}
              label={label}
              confirming={removing?.url === image.url && removing.color === list.color}
            />
          ))}
        </ol>
      )}
      <UploadForm color={list.color} label={label} />
    </section>
  );
}

function PictureItem({
  image,
  index,
  count,
  color,
  label,
  confirming,
}: {
  image: StoredImage;
  index: number;
  count: number;
  color: string;
  label: string;
  confirming: boolean;
}) {
  const answered = useActionData<typeof action>();
  const navigation = useNavigation();
  const mine = answered?.target.url === image.url && answered.target.color === color;
  const formId = `picture-${color || "product"}-${index}`;
  const form = useAdminForm(formId, mine ? answered.result : null, { alt: image.alt ?? "" });
  const busy = (intent: string) =>
    navigation.state === "submitting" &&
    navigation.formData?.get("url") === image.url &&
    navigation.formData?.get("intent") === intent;
  const position = `Picture ${index + 1} of ${count}${index === 0 ? " (shown first)" : ""}`;
  const removeQuery = new URLSearchParams({ remove: image.url, ...(color ? { color } : {}) });
  return (
    <li className={images.imageItem}>
      <Picture image={image} className={images.thumbnail} sizes="8rem" />
      <div>
        <p className={images.position}>{position}</p>
        <Form
          method="post"
          key={form.key}
          {...form.formProps}
          aria-label={`Description of ${label}, picture ${index + 1}`}
        >
          <input type="hidden" name="url" value={image.url} />
          <input type="hidden" name="color" value={color} />
          <AdminFormErrors id={form.formErrorId} errors={form.formErrors} />
          <AdminField
            label="Description (alt text)"
            errors={form.errors("alt")}
            inputProps={{ ...form.field("alt"), autoComplete: "off", maxLength: 150, required: true }}
          />
          <div className={css.buttonRow}>
            <AdminSubmit name="intent" value="alt" pending={busy("alt")} className={css.secondaryButton}>
              Save description
            </AdminSubmit>
          </div>
        </Form>
        {confirming ? (
          <ConfirmQuestion
            questionId={`${formId}-remove`}
            heading="h3"
            question={`Remove picture ${index + 1}?`}
            note="Shoppers stop seeing it at once."
            fields={{ intent: "delete", url: image.url, color }}
            confirmLabel="Yes, remove the picture"
            pending={busy("delete")}
            cancelLabel="Keep it"
          />
        ) : (
          <Form method="post" className={css.buttonRow} aria-label={`Order of ${label}, picture ${index + 1}`}>
            <input type="hidden" name="url" value={image.url} />
            <input type="hidden" name="color" value={color} />
            {index > 0 ? (
              <>
                <AdminSubmit name="intent" value="default" pending={busy("default")} className={css.secondaryButton}>
                  Show first
                </AdminSubmit>
                <AdminSubmit name="intent" value="up" pending={busy("up")} className={css.secondaryButton}>
                  Move up
                </AdminSubmit>
              </>
            ) : null}
            {index < count - 1 ? (
              <AdminSubmit name="intent" value="down" pending={busy("down")} className={css.secondaryButton}>
                Move down
              </AdminSubmit>
            ) : null}
            <Link to={`?${removeQuery}`} className={css.dangerButton}>
              Remove…
            </Link>
          </Form>
        )}
      </div>
    </li>
  );
}

function UploadForm({ color, label }: { color: string; label: string }) {
  const answered = useActionData<typeof action>();
  const mine = answered?.target.url === null && answered.target.color === color;
  return (
    <ImageUploadForm
      id={`upload-${color || "product"}`}
      heading={`Add a picture of ${label}`}
      hidden={{ color }}
      result={mine ? answered.result : null}
    />
  );
}
