import { type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { AdminSubmit } from "~/components/admin/form-controls";
import { FilterField, FilterPanel, FilterSelect, ListResults } from "~/components/admin/list-screen";
import {
  type AdminReview,
  REVIEW_RATING_OPTIONS,
  REVIEW_STATUS_LABELS,
  REVIEW_STATUS_OPTIONS,
  ratingText,
} from "~/admin/marketing/reviews/review-options";
import { adminApi } from "~/lib/admin/api.server";
import type { ApiEnvelope } from "~/lib/api.server";
import { reviewBulkApproveSchema } from "~/lib/admin/forms.server";
import { listPaging, readListQuery } from "~/lib/admin/list-query.server";
import { adminMeta } from "~/lib/admin/meta";
import { adminPage, adminRedirect } from "~/lib/admin/responses.server";
import { requireStaffSession } from "~/lib/admin/session.server";
import * as css from "@styles/admin/admin.css";
import * as reviewCss from "@styles/admin/reviews.css";
import { readForm } from "~/lib/form-body.server";
import { formatDateTime } from "~/lib/format-date";
import type { bulkApprovedSchema } from "@api/contract/schemas/admin-reviews";
import type { z } from "zod";

export const meta = () => adminMeta("Reviews");

const FILTERS = ["status", "rating", "product"] as const;

type BulkAnswer = z.output<typeof bulkApprovedSchema>;

export async function loader({ request }: LoaderFunctionArgs) {
  const auth = await requireStaffSession(request);
  const { params, search, filters } = readListQuery(request, FILTERS);
  // The list's answer carries the whole queue's pending count beside the page.
  const answer = (await adminApi<AdminReview[]>({ request, ...auth }, `/reviews?${params}`)) as ApiEnvelope<
    AdminReview[]
  > & { pendingCount?: number };
  return adminPage(
    {
      filters,
      search,
      reviews: answer.status === 200 ? answer.body : [],
      pendingCount: answer.pendingCount ?? 0,
      ...listPaging(answer),
    },
    auth.session,
  );
}

/**
 * One review approved (its row's button) or the ticked ones (checkboxes tied to the bulk form by
 * its id, so it works without JavaScript); the toast names each review not approved and why.
 */
export async function action({ request }: ActionFunctionArgs) {
  const auth = await requireStaffSession(request);
  const formData = await readForm(request);
  const url = new URL(request.url);
  url.searchParams.delete("index");
  const back = `${url.pathname}${url.search}`;
  const one = formData.get("approve");
  if (typeof one === "string" && one) {
    const answer = await adminApi({ request, ...auth }, `/reviews/${encodeURIComponent(one)}/approve`, {
      method: "POST",
      body: {},
    });
    return adminRedirect(back, auth.session, {
      type: answer.status === 200 ? "success" : "error",
      message: answer.message,
    });
  }
  const parsed = reviewBulkApproveSchema.safeParse({ ids: formData.getAll("ids").map(String) });
  if (!parsed.success) {
    return adminRedirect(back, auth.session, {
      type: "error",
      message: `${parsed.error.issues[0]?.message ?? "Choose the reviews to approve"}.`,
    });
  }
  const answer = await adminApi<BulkAnswer>({ request, ...auth }, "/reviews/bulk-approve", {
    method: "POST",
    body: parsed.data,
  });
  if (answer.status !== 200) return adminRedirect(back, auth.session, { type: "error", message: answer.message });
  const parts = [answer.message, ...answer.body.refused.map((refusal) => refusal.message)];
  return adminRedirect(back, auth.session, {
    type: answer.body.refused.length ? "error" : "success",
    message: `${parts.join(". ")}.`,
  });
}

function ReviewCard({ review, busy }: { review: AdminReview; busy: boolean }) {
  const headingId = `review-${review._id}`;
  return (
    <li className={reviewCss.card}>
      <div className={reviewCss.cardHead}>
        {review.status === "APPROVED" ? null : (
          <input
            type="checkbox"
            name="ids"
            value={review._id}
            form="bulk-reviews"
            className={reviewCss.checkbox}
            aria-label={`Select ${review.customer.name}'s review of ${review.product.name}`}
          />
        )}
        <h3 id={headingId} className={reviewCss.cardTitle}>
          {review.customer.name} on {review.product.name}
        </h3>
      </div>
      <p className={reviewCss.meta}>
        Rated {ratingText(review.ratings)}, {formatDateTime(review.createdAt)}. {REVIEW_STATUS_LABELS[review.status]}
        {review.rejectionReason ? `: ${review.rejectionReason}` : ""}.
      </p>
      <p className={reviewCss.comment}>{review.comment}</p>
      {review.reply ? (
        <p className={reviewCss.reply}>
          <strong>Reply:</strong> {review.reply}
        </p>
      ) : null}
      <div className={reviewCss.actions}>
        {review.status === "APPROVED" ? null : (
          <Form method="post">
            <AdminSubmit name="approve" value={review._id} pending={busy} className={css.secondaryButton}>
              Approve<span className="visually-hidden"> {review.customer.name}'s review</span>
            </AdminSubmit>
          </Form>
        )}
        <Link to={`/admin/reviews/${review._id}`}>
          Reject or reply<span className="visually-hidden"> to {review.customer.name}'s review</span>
        </Link>
      </div>
    </li>
  );
}

/** The reviews shoppers wrote, waiting ones first: approve, reject with a reason, reply in public. */
export default function AdminReviews() {
  const list = useLoaderData<typeof loader>();
  const { reviews, pendingCount } = list;
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" ? navigation.formData : undefined;
  const anyToApprove = reviews.some((review) => review.status !== "APPROVED");
  return (
    <>
      <h1>Reviews</h1>
      <p className={css.lead}>
        {pendingCount === 1 ? "1 review is awaiting approval." : `${pendingCount} reviews are awaiting approval.`}
      </p>
      <FilterPanel headingId="review-filters-heading" heading="Find reviews" submitLabel="Show reviews" list={list}>
        <FilterSelect label="Status" name="status" options={REVIEW_STATUS_OPTIONS} fallback="PENDING" />
        <FilterSelect label="Rating" name="rating" options={REVIEW_RATING_OPTIONS} />
        <FilterField label="Product" hint="Part of its name or its SKU." name="product" type="search" />
      </FilterPanel>

      <ListResults headingId="review-list-heading" list={list} one="review" many="reviews" empty={reviews.length === 0}>
        <ol className={reviewCss.list}>
          {reviews.map((review) => (
            <ReviewCard key={review._id} review={review} busy={submitting?.get("approve") === review._id} />
          ))}
        </ol>
        {anyToApprove ? (
          <Form method="post" id="bulk-reviews" className={css.buttonRow} aria-label="The selected reviews">
            <AdminSubmit pending={Boolean(submitting?.has("ids"))} className={css.secondaryButton}>
              Approve selected
            </AdminSubmit>
          </Form>
        ) : null}
      </ListResults>
    </>
  );
}
