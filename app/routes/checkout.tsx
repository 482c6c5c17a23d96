import { type SubmissionResult, getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, data, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Fragment, useEffect, useRef } from "react";
import * as css from "../../styles/checkout/checkout.css";
import * as formCss from "../../styles/forms/forms.css";
import { CouponBox } from "~/components/checkout/coupon-box";
import { OrderSummary } from "~/components/checkout/order-summary";
import { PaymentHandoff } from "~/components/checkout/payment-handoff";
import { PaymentMethods } from "~/components/checkout/payment-methods";
import {
  ADDRESS_FIELDS,
  SELECT_SHIPPING_ADDRESS,
  SHIPPING_ERROR_KEY,
  couponSchema,
  placeOrderSchema,
} from "~/components/checkout/schema";
import { ShippingAddress } from "~/components/checkout/shipping-address";
import type { Order, PaymentHandoff as PaymentHandoffData, QuoteLine, SavedAddress } from "~/components/checkout/types";
import { ErrorList } from "~/components/forms/error-list";
import { SubmitButton } from "~/components/forms/submit-button";
import { PageBanner } from "~/components/page-banner";
import { apiFetch } from "~/lib/api.server";
import { type SignedIn, expiredSignIn, requireSignedIn } from "~/lib/auth.server";
import { lineKey } from "~/lib/cart";
import {
  ALREADY_PAID,
  PRICES_CHANGED,
  cartOf,
  clearCheckout,
  fetchQuote,
  isPaid,
  isPlaced,
  orderLinesOf,
  rememberOrder,
  startPayment,
} from "~/lib/checkout.server";
import { pageMeta } from "~/lib/seo";
import { type ShopSession, commitSession, setToast } from "~/lib/session.server";

export const EMPTY_CART_MESSAGE = "Your cart is empty. Add a product before checking out.";

export const meta: MetaFunction = () => [...pageMeta({ title: "Checkout" }), { name: "robots", content: "noindex" }];

/** Pages of one shopper's order: never stored by a shared cache, never replayed from one. */
const PRIVATE = { "Cache-Control": "private, no-store" };

export async function loader({ request }: LoaderFunctionArgs) {
  const { token, customer, session } = await requireSignedIn(request);
  const cart = cartOf(session);
  if (cart.length === 0) {
    setToast(session, { type: "info", message: EMPTY_CART_MESSAGE });
    throw redirect("/cart", { headers: { "Set-Cookie": await commitSession(session) } });
  }
  const couponCode = session.get("coupon") ?? null;
  const [quote, addresses] = await Promise.all([
    fetchQuote(request, cart, couponCode),
    apiFetch<SavedAddress[]>("/customers/address", { token, request }),
  ]);
  if (addresses.status === 401) throw await expiredSignIn(request, session);
  return data(
    {
      quote,
      couponCode,
      customer,
      addresses: addresses.status === 200 ? addresses.body : [],
      // A new key each time the page is drawn: one drawn page places at most one order.
      idempotencyKey: crypto.randomUUID(),
    },
    { headers: PRIVATE },
  );
}

export async function action({ request }: ActionFunctionArgs) {
  const signedIn = await requireSignedIn(request);
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent === "apply-coupon") return applyCoupon(request, signedIn, formData);
  if (intent === "remove-coupon") return removeCoupon(signedIn.session);
  if (intent === "place-order") return placeOrder(request, signedIn, formData);
  throw new Response("Unknown form", { status: 400 });
}

type Signed = SignedIn & { session: ShopSession };

/** Every answer of the action that redraws the page: one shape, whichever form was sent. */
type ActionData = {
  result?: SubmissionResult<string[]>;
  coupon?: SubmissionResult<string[]>;
  couponError?: string | null;
  payment?: PaymentHandoffData;
};

async function backToCheckout(session: ShopSession) {
  return redirect("/checkout", { headers: { "Set-Cookie": await commitSession(session) } });
}

async function applyCoupon(request: Request, { token, session }: Signed, formData: FormData) {
  const submission = parseWithZod(formData, { schema: couponSchema });
  if (submission.status !== "success") return data<ActionData>({ coupon: submission.reply() }, { status: 400 });
  const answer = await apiFetch<{ couponCode: string }>(`/coupons/validate/${encodeURIComponent(submission.value.coupon)}`, {
    token,
    request,
  });
  if (answer.status === 401) throw await expiredSignIn(request, session);
  if (answer.status !== 200) {
    const message = answer.errors.coupon ?? answer.message;
    return data<ActionData>({ coupon: submission.reply({ fieldErrors: { coupon: [message] } }) }, { status: answer.status === 429 ? 429 : 400 });
  }
  session.set("coupon", answer.body.couponCode);
  setToast(session, { type: "success", message: answer.message });
  return backToCheckout(session);
}

async function removeCoupon(session: ShopSession) {
  session.unset("coupon");
  setToast(session, { type: "success", message: "Coupon removed successfully" });
  return backToCheckout(session);
}

/** The API's field errors, put back where the page shows them (spec 5 and 8). */
function fieldErrorsOf(errors: Record<string, string>) {
  const fieldErrors: Record<string, string[]> = {};
  const other: string[] = [];
  for (const [key, message] of Object.entries(errors)) {
    if (key === "address" && message === SELECT_SHIPPING_ADDRESS) fieldErrors[SHIPPING_ERROR_KEY] = [message];
    else if ((ADDRESS_FIELDS as string[]).includes(key) || key === "paymentMethod") fieldErrors[key] = [message];
    else if (key !== "coupon") other.push(message);
  }
  return { fieldErrors, other };
}

async function placeOrder(request: Request, { token, session }: Signed, formData: FormData) {
  const submission = parseWithZod(formData, { schema: placeOrderSchema });
  if (submission.status !== "success") return data<ActionData>({ result: submission.reply() }, { status: 400 });
  const form = submission.value;

  // The cart comes from the session; the prices are what this page showed, for the API to compare.
  const cart = cartOf(session);
  const shown = new Map(form.lines.map((line) => [line.key, line.sellingPrice]));
  const products = orderLinesOf(cart).map((line, index) => {
    const price = shown.get(lineKey(cart[index]));
    return price === undefined ? line : { ...line, sellingPrice: price };
  });
  const shipping = form.shipToDifferent
    ? { ...Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, form[field]])), newAddress: form.newAddress ?? false }
    : { addressId: form.addressId };
  const couponCode = session.get("coupon");

  const answer = await apiFetch<Order>("/customerOrders", {
    method: "POST",
    token,
    request,
    // Replayed by the API: a double click or a browser resubmit of this page gives back the same order.
    headers: { "Idempotency-Key": form.idempotencyKey },
    body: {
      products,
      paymentMethod: form.paymentMethod,
      ...(couponCode ? { couponCode } : {}),
      ...shipping,
      subtotalAmount: form.subtotalAmount,
      deliveryAmount: form.deliveryAmount,
      discountWithCoupon: form.discountWithCoupon,
      totalAmount: form.totalAmount,
    },
  });
  if (answer.status === 401) throw await expiredSignIn(request, session);
  if (answer.status !== 200) {
    const { fieldErrors, other } = fieldErrorsOf(answer.errors);
    const couponError = answer.errors.coupon ?? null;
    // The page redraws with the new figures; the message says why nothing was charged.
    const formErrors =
      answer.message === PRICES_CHANGED
        ? [PRICES_CHANGED]
        : other.length > 0
          ? [...new Set(other)]
          : Object.keys(fieldErrors).length > 0 || couponError
            ? []
            : [answer.message];
    return data<ActionData>(
      { result: submission.reply({ fieldErrors, formErrors }), couponError },
      { status: answer.status === 409 ? 409 : 400 },
    );
  }

  const order = answer.body;
  if (isPlaced(order)) return finish(session, order, isPaid(order) ? "paid" : "placed");
  const started = await startPayment(request, token, order);
  if (started.ok) return data<ActionData>({ payment: started.payment }, { headers: PRIVATE });
  if (started.status === 409 && started.message === ALREADY_PAID) return finish(session, order, "paid");
  // The order exists and holds its items: /failed-payment offers to pay for it again.
  setToast(session, { type: "error", message: started.message });
  return finish(session, order, "failed");
}

async function finish(session: ShopSession, order: Order, outcome: "placed" | "paid" | "failed") {
  clearCheckout(session);
  rememberOrder(session, order, outcome);
  const to = outcome === "failed" ? "/failed-payment" : "/thank-you";
  return redirect(to, { headers: { "Set-Cookie": await commitSession(session) } });
}

export default function Checkout() {
  const { quote, couponCode, customer, addresses, idempotencyKey } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const placing = navigation.state !== "idle" && navigation.formData?.get("intent") === "place-order";
  const submitted = useRef(false);
  useEffect(() => {
    if (navigation.state === "idle") submitted.current = false;
  }, [navigation.state]);

  const payment = actionData?.payment;

  const [form, fields] = useForm({
    id: "checkout-form",
    lastResult: actionData?.result,
    defaultValue: {
      paymentMethod: "COD",
      addressType: "HOME",
      country: "India",
      name: [customer.firstName, customer.lastName].filter(Boolean).join(" "),
      mobile: customer.mobile ?? "",
      email: customer.email ?? "",
    },
    constraint: getZodConstraint(placeOrderSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: placeOrderSchema }),
  });

  if (payment) return <PaymentHandoff payment={payment} />;

  const problems = quote.lines.filter((line) => line.problem);
  const blocked = problems.length > 0 || quote.lines.length === 0;
  const formProps = getFormProps(form);

  return (
    <>
      <PageBanner title="Checkout" trail={[{ name: "Cart", path: "/cart" }]} />
      <div className={css.layout}>
        <Form
          method="post"
          {...formProps}
          onSubmit={(event) => {
            // A second press while the first is on its way is dropped; the idempotency key covers the rest.
            if (submitted.current) {
              event.preventDefault();
              return;
            }
            formProps.onSubmit(event);
            if (!event.defaultPrevented) submitted.current = true;
          }}
          className={css.column}
        >
          <input type="hidden" name="intent" value="place-order" />
          <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
          <input type="hidden" name="subtotalAmount" value={quote.subtotalAmount} />
          <input type="hidden" name="deliveryAmount" value={quote.deliveryAmount} />
          <input type="hidden" name="discountWithCoupon" value={quote.discountWithCoupon} />
          <input type="hidden" name="totalAmount" value={quote.totalAmount} />
          {quote.lines
            .filter((line): line is QuoteLine & { sellingPrice: number } => !line.problem && line.sellingPrice !== null)
            .map((line, index) => {
              const key = lineKey({ productId: line.product, productColorId: line.productColor, productSizeId: line.productSize });
              return (
                <Fragment key={key}>
                  <input type="hidden" name={`lines[${index}].key`} value={key} />
                  <input type="hidden" name={`lines[${index}].sellingPrice`} value={line.sellingPrice} />
                </Fragment>
              );
            })}
          {form.errors?.length ? (
            <div className={css.notice} role="alert">
              <ErrorList id={form.errorId} errors={form.errors} />
            </div>
          ) : null}
          <ShippingAddress fields={fields} addresses={addresses} revalidate={(name) => form.validate({ name })} />
        </Form>

        <div className={css.column}>
          <section className={css.panel} aria-labelledby="order-title">
            <h2 id="order-title" className={css.panelTitle}>
              Your order
            </h2>
            <OrderSummary quote={quote} />
          </section>
          <section className={css.panel} aria-label="Coupon">
            <CouponBox applied={couponCode} quote={quote} lastResult={actionData?.coupon} placeError={actionData?.couponError} />
          </section>
          <section className={css.panel} aria-labelledby="pay-title">
            <h2 id="pay-title" className={css.panelTitle}>
              Payment
            </h2>
            <PaymentMethods field={fields.paymentMethod} />
            {blocked ? (
              <div className={css.notice} id="cart-problems">
                <p>
                  Some items in your cart cannot be ordered as they are. Please <Link to="/cart">update your cart</Link>{" "}
                  first.
                </p>
              </div>
            ) : null}
            <SubmitButton
              form={form.id}
              className={`${formCss.button} ${css.placeButton}`}
              pending={placing}
              pendingLabel="Placing order…"
              disabled={blocked}
              aria-describedby={blocked ? "cart-problems" : undefined}
            >
              Place order
            </SubmitButton>
          </section>
        </div>
      </div>
    </>
  );
}
