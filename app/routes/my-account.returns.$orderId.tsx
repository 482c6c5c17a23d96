import type { SubmissionResult } from "@conform-to/react";
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import * as css from "@styles/account/account.css";
import type { ReturnOptions, ReturnPhoto, ReturnView } from "@api/contract/schemas/returns";
import {
  MAX_RETURN_PHOTOS,
  RETURN_REASONS,
  RETURN_REASON_LABELS,
  RETURN_STATUS_LABELS,
  TOO_MANY_RETURN_PHOTOS,
} from "@api/validation/return-choices";
import { useSubmitting } from "~/components/account/use-submitting";
import { ErrorList } from "~/components/forms/error-list";
import { Field, TextareaField } from "~/components/forms/field";
import { FormErrors } from "~/components/forms/form-errors";
import { SubmitButton } from "~/components/forms/submit-button";
import { useLiteForm } from "~/components/forms/use-lite-form";
import { accountMeta, variantText } from "~/lib/account";
import { bodyOrThrow, customerApi, throwIfNotFound } from "~/lib/account.server";
import type { Json } from "~/lib/api-types";
import { requireSignedIn } from "~/lib/auth.server";
import { formatPrice } from "~/lib/format";
import { formatDate } from "~/lib/format-date";
import { formSchemas, parseWithZod, refusalToast } from "~/lib/forms.server";
import { redirectWithToast } from "~/lib/responses.server";
import { FILE_FAR_TOO_LARGE, readUploadForm } from "~/lib/uploads.server";

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  accountMeta(data ? `Return items of order ${data.options.orderId}` : "Return items");

const returnsPath = (id: string | undefined) => `/customerOrders/${encodeURIComponent(id ?? "")}/returns`;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const customer = await requireSignedIn(request);
  const options = bodyOrThrow(
    await customerApi<ReturnOptions>(request, customer, returnsPath(params.orderId)),
    "the order",
  );
  return { options, orderRef: params.orderId ?? "" };
}

/** The API names a line's field `lines.2.quantity`; the form's field is `lines[2].quantity`. */
const formKey = (apiKey: string) => apiKey.replace(/\.(\d+)\./g, "[$1].");

/** A photo already uploaded for this request: its key (what the request names) and where to show it. */
type AttachedPhoto = { key: string; url: string };

/** The keys of photos kept from an earlier, refused submit: shown again, each with a box to drop it. */
const keptPhotos = (formData: FormData): AttachedPhoto[] =>
  formData
    .getAll("photos")
    .filter((key): key is string => typeof key === "string")
    .map((key) => ({ key, url: String(formData.get(`photoUrl:${key}`) ?? "") }))
    // Only the shop's own media addresses are shown back.
    .map((photo) => ({ ...photo, url: photo.url.startsWith("/v1/media/") ? photo.url : "" }));

/**
 * Uploads the chosen photo files, one at a time, before the request itself: a request the API
 * refuses keeps them (as attached photos) and the shopper need not choose them again.
 */
async function uploadPhotos(
  request: Request,
  customer: Awaited<ReturnType<typeof requireSignedIn>>,
  orderRef: string,
  files: File[],
) {
  const uploaded: AttachedPhoto[] = [];
  const errors: string[] = [];
  for (const file of files) {
    const body = new FormData();
    body.set("image", file);
    const answer = await customerApi<ReturnPhoto>(request, customer, `${returnsPath(orderRef)}/photos`, {
      method: "POST",
      body,
    });
    throwIfNotFound(answer);
    if (answer.status === 200) uploaded.push({ key: answer.body.key, url: answer.body.image.url });
    else if (answer.status < 500) errors.push(`${file.name}: ${answer.errors?.image ?? answer.message}`);
    else throw new Error(`Could not upload a return photo: ${answer.status} ${answer.message}`);
  }
  return { uploaded, errors };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const customer = await requireSignedIn(request);
  const formData = await readUploadForm(request);
  if (!formData) {
    const result: SubmissionResult<string[]> = { status: "error", error: { photoFiles: [FILE_FAR_TOO_LARGE] } };
    return data({ result, attached: [] as AttachedPhoto[] }, { status: 413 });
  }
  const files = formData.getAll("photoFiles").filter((file): file is File => file instanceof File && file.size > 0);
  formData.delete("photoFiles");
  const kept = keptPhotos(formData);
  const tooMany = kept.length + files.length > MAX_RETURN_PHOTOS;
  const { uploaded, errors: photoErrors } = tooMany
    ? { uploaded: [], errors: [TOO_MANY_RETURN_PHOTOS] }
    : await uploadPhotos(request, customer, params.orderId ?? "", files);
  const attached = [...kept, ...uploaded];
  formData.delete("photos");
  for (const photo of attached) formData.append("photos", photo.key);

  const submission = parseWithZod(formData, { schema: formSchemas.returnRequest });
  if (submission.status !== "success" || photoErrors.length > 0) {
    return data(
      {
        result: submission.reply({ fieldErrors: photoErrors.length > 0 ? { photoFiles: photoErrors } : {} }),
        attached,
      },
      { status: 400 },
    );
  }

  const envelope = await customerApi<Json<ReturnView>>(request, customer, returnsPath(params.orderId), {
    method: "POST",
    body: submission.value,
  });
  throwIfNotFound(envelope);
  if (envelope.status >= 500) throw new Error(`Could not request the return: ${envelope.status} ${envelope.message}`);
  if (envelope.status !== 200) {
    const fieldErrors = Object.fromEntries(
      Object.entries(envelope.errors ?? {}).map(([key, message]) => [formKey(key), [message]]),
    );
    const onFields = Object.keys(fieldErrors).length > 0;
    return data(
      {
        result: submission.reply({ fieldErrors, formErrors: onFields ? [] : [envelope.message] }),
        toast: refusalToast(envelope),
        attached,
      },
      { status: envelope.status },
    );
  }
  return redirectWithToast(`/my-account/returns/${encodeURIComponent(params.orderId ?? "")}`, customer.session, {
    type: "success",
    message: envelope.message,
  });
}

export default function ReturnItems() {
  const { options, orderRef } = useLoaderData<typeof loader>();
  return (
    <>
      <h1>Return items of order {options.orderId}</h1>
      {options.returns.length > 0 ? <ReturnsSoFar returns={options.returns} /> : null}
      {options.canRequest ? (
        <ReturnForm />
      ) : (
        <div className={css.notice}>
          <p>{options.refusal}</p>
        </div>
      )}
      <p>
        <Link to={`/my-account/orderDetails/${encodeURIComponent(orderRef)}`}>Back to order details</Link>
      </p>
    </>
  );
}

function ReturnsSoFar({ returns }: { returns: Json<ReturnView>[] }) {
  return (
    <section aria-labelledby="returns-heading" className={css.section}>
      <h2 id="returns-heading">Your returns</h2>
      <ol className={css.addressList}>
        {returns.map((ret) => (
          <li key={ret._id} className={css.panel}>
            <p>
              <strong>{RETURN_STATUS_LABELS[ret.status]}</strong>, asked on {formatDate(ret.requestedAt)}:{" "}
              {RETURN_REASON_LABELS[ret.reason]}
            </p>
            <ul>
              {ret.lines.map((line) => (
                <li key={line.orderItemId}>
                  {line.quantity} × {line.name}
                </li>
              ))}
            </ul>
            <p>
              Refund: {formatPrice(ret.refundAmount)}
              {ret.refundPaidAt ? `, paid on ${formatDate(ret.refundPaidAt)}` : null}
            </p>
            {ret.photos.length > 0 ? (
              <ul className={css.photoList} aria-label="Your photos">
                {ret.photos.map((photo, index) => (
                  <li key={photo.url}>
                    <a href={photo.url}>
                      <img
                        className={css.photoThumb}
                        src={photo.url}
                        width={photo.width}
                        height={photo.height}
                        alt={`Photo ${index + 1}`}
                      />
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
            {ret.status === "rejected" && ret.note ? <p>Why: {ret.note}</p> : null}
            {ret.status === "approved" && ret.pickup ? (
              <p>
                Pickup booked: the courier ({ret.pickup.courierName}) collects the items from your delivery address, AWB{" "}
                {ret.pickup.awb}.
                {ret.pickup.trackingUrl ? (
                  <>
                    {" "}
                    <a href={ret.pickup.trackingUrl}>Track the pickup</a>
                  </>
                ) : null}
              </p>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

function ReturnForm() {
  const { options } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const pending = useSubmitting();
  const form = useLiteForm({
    id: "return",
    rules: "returnRequest",
    lastResult: actionData?.result,
    shouldValidate: "onSubmit",
  });
  // Conform sends the typed lines back nested; the form's own field() reads flat names only.
  const typed = (actionData?.result?.initialValue ?? {}) as { lines?: { quantity?: string }[] };
  const reasonErrors = form.errors("reason");
  return (
    <Form method="post" encType="multipart/form-data" {...form.formProps} aria-labelledby="return-heading">
      <h2 id="return-heading">What would you like to return?</h2>
      {options.windowEndsAt ? (
        <p>Returns for this order are accepted until {formatDate(options.windowEndsAt)}.</p>
      ) : null}
      <FormErrors id={form.formErrorId} errors={form.formErrors} className={css.formError} />
      <ErrorList id={form.errorId("lines")} errors={form.errors("lines")} />
      {/* Only lines with something left to return are in the form, numbered without gaps. */}
      {options.lines
        .filter((line) => line.returnable > 0)
        .map((line, index) => {
          const key = `lines[${index}].quantity`;
          const variant = variantText(line);
          return (
            <div key={line.orderItemId}>
              <input type="hidden" name={`lines[${index}].orderItemId`} value={line.orderItemId} />
              <Field
                label={`${line.name}${variant ? ` (${variant})` : ""}: how many to return`}
                hint={`Up to ${line.returnable} of ${line.quantity}, ${formatPrice(line.sellingPrice)} each`}
                errors={form.errors(key)}
                inputProps={{
                  name: key,
                  id: `return-${key}`,
                  type: "number",
                  inputMode: "numeric",
                  min: 0,
                  max: line.returnable,
                  defaultValue: typed.lines?.[index]?.quantity ?? "0",
                }}
              />
            </div>
          );
        })}
      <fieldset className={css.radioGroup} aria-describedby={reasonErrors ? form.errorId("reason") : undefined}>
        <legend>Reason</legend>
        {RETURN_REASONS.map((reason) => (
          <label key={reason} className={css.radio}>
            <input {...form.radio("reason", reason)} />
            {RETURN_REASON_LABELS[reason]}
          </label>
        ))}
        <ErrorList id={form.errorId("reason")} errors={reasonErrors} />
      </fieldset>
      <TextareaField
        label="Tell us more (optional)"
        errors={form.errors("details")}
        textareaProps={{ ...form.field("details"), rows: 4 }}
      />
      <ReturnPhotos
        attached={actionData?.attached ?? []}
        errors={[...(form.errors("photoFiles") ?? []), ...(form.errors("photos") ?? [])]}
      />
      {options.paymentMethod === "COD" ? (
        <Field
          label="Refund to (UPI id or bank account)"
          hint="You paid on delivery, so we refund by UPI or bank transfer. For a bank account give the account number, IFSC and the holder's name."
          errors={form.errors("refundTo")}
          inputProps={{ ...form.field("refundTo"), type: "text" }}
        />
      ) : (
        <p>The refund goes back to the card, UPI or bank account you paid with.</p>
      )}
      <div className={css.actions}>
        <SubmitButton pending={pending} className={css.button.primary} pendingLabel="Sending…">
          Request return
        </SubmitButton>
      </div>
    </Form>
  );
}

/**
 * Optional photos of what is wrong. Photos kept from a refused submit are listed with a box each
 * (untick to drop one); their addresses ride along in hidden fields to be shown again.
 */
function ReturnPhotos({ attached, errors }: { attached: AttachedPhoto[]; errors: string[] }) {
  return (
    <fieldset className={css.radioGroup}>
      <legend>Photos (optional)</legend>
      {attached.length > 0 ? (
        <ul className={css.photoList}>
          {attached.map((photo, index) => (
            <li key={photo.key}>
              <label className={css.radio}>
                <input type="checkbox" name="photos" value={photo.key} defaultChecked />
                {photo.url ? <img className={css.photoThumb} src={photo.url} alt="" width={96} height={96} /> : null}
                Keep attached photo {index + 1}
              </label>
              <input type="hidden" name={`photoUrl:${photo.key}`} value={photo.url} />
            </li>
          ))}
        </ul>
      ) : null}
      <Field
        label={attached.length > 0 ? "Add more photos" : "Photos of the item"}
        hint={`Up to ${MAX_RETURN_PHOTOS} photos of the damage or of what arrived: JPEG, PNG or WebP, 10 MB at most each.`}
        errors={errors}
        inputProps={{
          name: "photoFiles",
          id: "return-photoFiles",
          type: "file",
          multiple: true,
          accept: "image/jpeg,image/png,image/webp",
        }}
      />
    </fieldset>
  );
}
