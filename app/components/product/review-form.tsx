import { Form, Link, useActionData, useLocation, useNavigation, useRouteLoaderData } from "@remix-run/react";
import { Fragment } from "react";
import { FormErrors } from "~/components/forms/form-errors";
import { replyFor } from "~/components/enquiry/types";
import type { FormConstraint } from "~/components/forms/constraint";
import { useLiteForm } from "~/components/forms/use-lite-form";
import { ErrorList } from "~/components/forms/error-list";
import { TextareaField } from "~/components/forms/field";
import { SubmitButton } from "~/components/forms/submit-button";
import type { loader as rootLoader } from "~/root";
import * as css from "@styles/enquiry/review-form.css";
import * as productCss from "@styles/product/product.css";

const REVIEW_INTENT = "review";
/** Spec 9: a new review starts at 5 stars. */
const DEFAULT_RATING = "5";
const RATINGS = ["1", "2", "3", "4", "5"];

function ReviewFields({
  productId,
  constraint,
  pending,
}: {
  productId: string;
  constraint: FormConstraint;
  pending: boolean;
}) {
  const { pathname, search } = useLocation();
  const form = useLiteForm({
    id: "review-form",
    rules: "review",
    lastResult: replyFor(useActionData(), "review"),
    constraint,
  });
  const rating = form.value("ratings") ?? DEFAULT_RATING;
  const ratingErrors = form.errors("ratings");
  return (
    <Form
      method="post"
      // Without JavaScript the answer is a new page load: the fragment brings the shopper back here.
      action={`${pathname}${search}#reviews`}
      className={css.form}
      aria-labelledby="review-form-heading"
      preventScrollReset
      {...form.formProps}
    >
      <h3 id="review-form-heading" className={css.heading}>
        Write a review
      </h3>
      <input type="hidden" name="intent" value={REVIEW_INTENT} />
      <input type="hidden" name="product" value={productId} />
      <FormErrors errors={form.formErrors} />
      <fieldset className={css.rating} aria-describedby={ratingErrors ? "review-rating-error" : undefined}>
        <legend className={css.legend}>Your rating</legend>
        <div className={css.stars}>
          {RATINGS.map((value) => (
            <Fragment key={value}>
              <input
                type="radio"
                id={`review-rating-${value}`}
                name="ratings"
                value={value}
                defaultChecked={value === rating}
                className={css.radio}
              />
              <label htmlFor={`review-rating-${value}`} className={css.star}>
                <span aria-hidden="true">★</span>
                <span className="visually-hidden">{value === "1" ? "1 star" : `${value} stars`}</span>
              </label>
            </Fragment>
          ))}
        </div>
        <ErrorList id="review-rating-error" errors={ratingErrors} />
      </fieldset>
      <TextareaField
        label="Comment"
        errors={form.errors("comment")}
        textareaProps={{ ...form.field("comment"), rows: 5 }}
      />
      <SubmitButton pending={pending}>Submit review</SubmitButton>
    </Form>
  );
}

/**
 * The add-review form of the product page (spec 2): a guest is asked to sign in and comes
 * back here; a customer rates 1 to 5 with a real radio group (arrow keys move the choice)
 * drawn as stars, and comments. Once saved, the page shows the shopper's review in place of
 * this form (docs/decisions/reviews-and-dates.md).
 */
export function ReviewForm({ productId, constraint }: { productId: string; constraint: FormConstraint }) {
  const signedIn = Boolean(useRouteLoaderData<typeof rootLoader>("root")?.customer);
  const { pathname, search } = useLocation();
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formData?.get("intent") === REVIEW_INTENT;
  if (!signedIn) {
    return (
      <p className={productCss.reviewNotice}>
        To make a review need to login!{" "}
        <Link to={`/login?${new URLSearchParams({ redirectTo: `${pathname}${search}` })}`}>
          Log in to write a review
        </Link>
      </p>
    );
  }
  return <ReviewFields productId={productId} constraint={constraint} pending={submitting} />;
}
