import { type ActionFunctionArgs, type LoaderFunctionArgs, data } from "@remix-run/node";
import { ConfirmStep } from "~/components/admin/confirm-step";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { AdminField, AdminFormErrors, AdminSubmit } from "~/components/admin/form-controls";
import { type AdminReview, REVIEW_STATUS_LABELS, ratingText } from "~/admin/marketing/reviews/review-options";
import { useAdminForm } from "~/components/admin/use-admin-form";
import { adminApi } from "~/lib/admin/api.server";
import { reviewRejectSchema, reviewReplySchema } from "~/lib/admin/forms.server";
import { adminMeta } from "~/lib/admin/meta";
import { adminData, adminPage, adminRedirect, unknownIntent } from "~/lib/admin/responses.server";
import { requireStaffSession } from "~/lib/admin/session.server";
import { parseWithZod, refusalToast, replyFromApi } from "~/lib/forms.server";
import * as css from "@styles/admin/admin.css";
import * as reviewCss from "@styles/admin/reviews.css";
import { readForm } from "~/lib/form-body.server";
import { formatDateTime } from "~/lib/format-date";

export const meta = () => adminMeta("Review");

const reviewPath = (id: string | undefined) => `/reviews/${encodeURIComponent(id ?? "")}`;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const auth = await requireStaffSession(request);
  const answer = await adminApi<AdminReview>({ request, ...auth }, reviewPath(params.reviewId));
  if (answer.status === 404) throw data({ message: answer.message }, { status: 404 });
  // ?confirm=remove-reply asks before the reply goes: a link, so it works without JavaScript.
  const confirmRemove = new URL(request.url).searchParams.get("confirm") === "remove-reply";
  return adminPage({ review: answer.body, confirmRemove }, auth.session);
}

/** approve, reject (with its reason), reply (save or change) and remove-reply. */
export async function action({ request, params }: ActionFunctionArgs) {
  const auth = await requireStaffSession(request);
  const formData = await readForm(request);
  const intent = formData.get("intent");
  const here = `/admin/reviews/${encodeURIComponent(params.reviewId ?? "")}`;
  const api = { request, ...auth };
  const path = reviewPath(params.reviewId);
  const done = (answer: { status: number; message: string }) =>
    adminRedirect(here, auth.session, { type: answer.status === 200 ? "success" : "error", message: answer.message });

  if (intent === "approve") return done(await adminApi(api, `${path}/approve`, { method: "POST", body: {} }));
  if (intent === "remove-reply") return done(await adminApi(api, `${path}/reply`, { method: "DELETE" }));
  if (intent !== "reject" && intent !== "reply") return unknownIntent(here, auth.session);

  const submission = parseWithZod(formData, { schema: intent === "reject" ? reviewRejectSchema : reviewReplySchema });
  if (submission.status !== "success")
    return adminData({ intent, result: submission.reply() }, auth.session, { status: 400 });
  const answer =
    intent === "reject"
      ? await adminApi(api, `${path}/reject`, { method: "POST", body: submission.value })
      : await adminApi(api, `${path}/reply`, { method: "PUT", body: submission.value });
  if (answer.status !== 200) {
    return adminData(
      {
        intent,
        result: replyFromApi(submission, answer, [intent === "reject" ? "reason" : "reply"]),
        toast: refusalToast(answer),
      },
      auth.session,
      {
        status: answer.status,
      },
    );
  }
  return done(answer);
}

/** One review: approve it, reject it with a reason, and write, change or remove the shop's public reply. */
export default function AdminReviewPage() {
  const { review, confirmRemove } = useLoaderData<typeof loader>();
  const answered = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = (intent: string) => navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const reject = useAdminForm("review-reject", answered?.intent === "reject" ? answered.result : undefined);
  const reply = useAdminForm("review-reply", answered?.intent === "reply" ? answered.result : undefined, {
    reply: review.reply ?? "",
  });

  return (
    <>
      <p>
        <Link to="/admin/reviews">Back to reviews</Link>
      </p>
      <h1>
        {review.customer.name}'s review of {review.product.name}
      </h1>
      <section className={css.section} aria-labelledby="review-heading">
        <h2 id="review-heading" className={css.sectionTitle}>
          Review
        </h2>
        <dl className={css.details}>
          <dt>Status</dt>
          <dd>
            {REVIEW_STATUS_LABELS[review.status]}
            {review.moderatedBy && review.moderatedAt
              ? ` (${review.moderatedBy}, ${formatDateTime(review.moderatedAt)})`
              : ""}
          </dd>
          {review.rejectionReason ? (
            <>
              <dt>Reason</dt>
              <dd>{review.rejectionReason}</dd>
            </>
          ) : null}
          <dt>Rating</dt>
          <dd>{ratingText(review.ratings)}</dd>
          <dt>Written</dt>
          <dd>{formatDateTime(review.createdAt)}</dd>
          <dt>By</dt>
          <dd className={css.breakable}>
            {[review.customer.name, review.customer.mobile, review.customer.email].filter(Boolean).join(", ")}
          </dd>
          <dt>Product</dt>
          <dd>
            <a href={`/product/${review.product.slug}#reviews`}>{review.product.name}</a> ({review.product.sku})
          </dd>
        </dl>
        <p className={reviewCss.comment}>{review.comment}</p>
        {review.status === "APPROVED" ? null : (
          <Form method="post">
            <input type="hidden" name="intent" value="approve" />
            <AdminSubmit pending={busy("approve")}>Approve</AdminSubmit>
          </Form>
        )}
      </section>

      {review.status === "REJECTED" ? null : (
        <section className={css.section} aria-labelledby="reject-heading">
          <h2 id="reject-heading" className={css.sectionTitle}>
            Reject
          </h2>
          <p className={css.lead}>
            A rejected review does not show on the product page and is not counted in its rating.
          </p>
          <Form method="post" key={reject.key} {...reject.formProps} aria-labelledby="reject-heading">
            <input type="hidden" name="intent" value="reject" />
            <AdminFormErrors id={reject.formErrorId} errors={reject.formErrors} />
            <AdminField
              label="Reason"
              hint="Seen by staff only, and kept in the audit log."
              errors={reject.errors("reason")}
              inputProps={{ ...reject.field("reason"), autoComplete: "off", required: true, maxLength: 500 }}
            />
            <AdminSubmit pending={busy("reject")} className={css.dangerButton}>
              Reject review
            </AdminSubmit>
          </Form>
        </section>
      )}

      <section className={css.section} aria-labelledby="reply-heading">
        <h2 id="reply-heading" className={css.sectionTitle}>
          Public reply
        </h2>
        <p className={css.lead}>
          Shown under the review on the product page while the review is approved.
          {review.reply && review.repliedBy && review.repliedAt
            ? ` Last written by ${review.repliedBy}, ${formatDateTime(review.repliedAt)}.`
            : ""}
        </p>
        <Form method="post" key={reply.key} {...reply.formProps} aria-labelledby="reply-heading">
          <input type="hidden" name="intent" value="reply" />
          <AdminFormErrors id={reply.formErrorId} errors={reply.formErrors} />
          <AdminField
            label="Reply"
            errors={reply.errors("reply")}
            inputProps={{ ...reply.field("reply"), autoComplete: "off", required: true, maxLength: 1000 }}
          />
          <AdminSubmit pending={busy("reply")}>{review.reply ? "Save reply" : "Post reply"}</AdminSubmit>
        </Form>
        {review.reply ? (
          <ConfirmStep
            confirming={confirmRemove}
            askTo="?confirm=remove-reply"
            askLabel="Remove reply…"
            questionId="confirm-remove-heading"
            heading="h3"
            question="Remove the reply?"
            note="It no longer shows under the review."
            fields={{ intent: "remove-reply" }}
            confirmLabel="Yes, remove the reply"
            pending={busy("remove-reply")}
          />
        ) : null}
      </section>
    </>
  );
}
