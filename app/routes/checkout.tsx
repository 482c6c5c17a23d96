import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Fragment, useEffect, useRef } from "react";
import * as css from "@styles/checkout/checkout.css";
import * as formCss from "@styles/forms/forms.css";
import { BusinessBuyer } from "~/components/checkout/business-buyer";
import { CouponBox } from "~/components/checkout/coupon-box";
import { OrderSummary } from "~/components/checkout/order-summary";
import { PaymentHandoff } from "~/components/checkout/payment-handoff";
import { OrderUpdates } from "~/components/checkout/order-updates";
import { PaymentMethods } from "~/components/checkout/payment-methods";
import { ShippingAddress } from "~/components/checkout/shipping-address";
import type { QuoteLine } from "~/components/checkout/types";
import type { SavedAddress } from "@api/contract/schemas/addresses";
import { FormErrors } from "~/components/forms/form-errors";
import { SubmitButton } from "~/components/forms/submit-button";
import { loadFormRules } from "~/components/forms/use-form-rules";
import { useLiteForm } from "~/components/forms/use-lite-form";
import { PageBanner } from "~/components/page-banner";
import { apiFetch } from "~/lib/api.server";
import { expiredSignIn, requireSignedIn } from "~/lib/auth.server";
import { lineKey } from "@api/validation/line-key";
import { readCart, requestQuote } from "~/lib/cart.server";
import { applyCoupon, placeOrder, removeCoupon } from "~/lib/checkout.server";
import { formConstraint } from "~/lib/forms.server";
import { pageMeta, rootOrigin } from "~/lib/seo";
import { PRIVATE_NO_STORE, redirectWithToast } from "~/lib/responses.server";
import { revalidateAfterRefusal } from "~/lib/revalidate";
import type { OrderRules } from "@api/contract/schemas/order-rules";

export const EMPTY_CART_MESSAGE = "Your cart is empty. Add a product before checking out.";

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta({ origin: rootOrigin(matches), title: "Checkout" }),
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const { token, customer, session } = await requireSignedIn(request);
  const cart = readCart(session);
  if (cart.length === 0) {
    throw await redirectWithToast("/cart", session, { type: "info", message: EMPTY_CART_MESSAGE });
  }
  const couponCode = session.get("coupon") ?? null;
  const [quote, addresses, rules] = await Promise.all([
    requestQuote(cart, request, couponCode),
    apiFetch<SavedAddress[]>("/customers/address", { token, request }),
    apiFetch<OrderRules>("/orderRules", { request, shared: true }),
  ]);
  if (addresses.status === 401) throw await expiredSignIn(request, session);
  // Nothing can be checked out without today's prices: the error page asks to try again.
  if (!quote) throw new Response("The cart could not be priced just now", { status: 503 });
  return data(
    {
      quote,
      couponCode,
      customer,
      addresses: addresses.status === 200 ? addresses.body : [],
      // Without the rules the page still works: the API refuses COD above the limit with a field error.
      codMaxOrderAmount: rules.status === 200 ? rules.body.codMaxOrderAmount : null,
      constraint: formConstraint("placeOrder"),
      // A new key each time the page is drawn: one drawn page places at most one order.
      idempotencyKey: crypto.randomUUID(),
    },
    { headers: PRIVATE_NO_STORE },
  );
}

export const shouldRevalidate = revalidateAfterRefusal;

export async function action({ request }: ActionFunctionArgs) {
  const signedIn = await requireSignedIn(request);
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent === "apply-coupon") return applyCoupon(request, signedIn, formData);
  if (intent === "remove-coupon") return removeCoupon(signedIn.session);
  if (intent === "place-order") return placeOrder(request, signedIn, formData);
  throw new Response("Unknown form", { status: 400 });
}

export default function Checkout() {
  const { quote, couponCode, customer, addresses, constraint, idempotencyKey, codMaxOrderAmount } =
    useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const placing = navigation.state !== "idle" && navigation.formData?.get("intent") === "place-order";
  const submitted = useRef(false);
  useEffect(() => {
    if (navigation.state === "idle") submitted.current = false;
  }, [navigation.state]);

  const payment = actionData?.payment;

  const form = useLiteForm({
    id: "checkout-form",
    rules: "placeOrder",
    lastResult: actionData?.result,
    constraint,
    defaultValue: {
      paymentMethod: "COD",
      // A shopper with one saved address ships to it unless they choose otherwise.
      addressId: addresses.length === 1 ? addresses[0]._id : undefined,
      addressType: "HOME",
      country: "India",
      name: [customer.firstName, customer.lastName].filter(Boolean).join(" "),
      mobile: customer.mobile ?? "",
      email: customer.email ?? "",
    },
  });

  if (payment) return <PaymentHandoff payment={payment} />;

  const blocked = quote.lines.some((line) => line.problem);
  const { formProps } = form;

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
          <input type="hidden" name="idempotencyKey" value={actionData?.idempotencyKey ?? idempotencyKey} />
          <input type="hidden" name="subtotalAmount" value={quote.subtotalAmount} />
          <input type="hidden" name="deliveryAmount" value={quote.deliveryAmount} />
          <input type="hidden" name="discountWithCoupon" value={quote.discountWithCoupon} />
          <input type="hidden" name="totalAmount" value={quote.totalAmount} />
          {quote.lines
            .filter((line): line is QuoteLine & { sellingPrice: number } => !line.problem && line.sellingPrice !== null)
            .map((line, index) => {
              const key = lineKey(line);
              return (
                <Fragment key={key}>
                  <input type="hidden" name={`lines[${index}].key`} value={key} />
                  <input type="hidden" name={`lines[${index}].sellingPrice`} value={line.sellingPrice} />
                </Fragment>
              );
            })}
          <FormErrors id={form.formErrorId} errors={form.formErrors} className={css.notice} />
          <ShippingAddress form={form} addresses={addresses} />
          <BusinessBuyer form={form} />
        </Form>

        <div className={css.column}>
          <section className={css.panel} aria-labelledby="order-title">
            <h2 id="order-title" className={css.panelTitle}>
              Your order
            </h2>
            <OrderSummary quote={quote} />
          </section>
          <section className={css.panel} aria-label="Coupon">
            <CouponBox
              applied={couponCode}
              quote={quote}
              lastResult={actionData?.coupon}
              placeError={actionData?.couponError}
            />
          </section>
          <OrderUpdates form={form} />
          <section className={css.panel} aria-labelledby="pay-title">
            <h2 id="pay-title" className={css.panelTitle}>
              Payment
            </h2>
            <PaymentMethods
              form={form}
              codLimit={
                codMaxOrderAmount === null
                  ? null
                  : { amount: codMaxOrderAmount, exceeded: quote.totalAmount > codMaxOrderAmount }
              }
            />
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
              onPointerDown={loadFormRules}
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
