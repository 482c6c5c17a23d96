import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import * as css from "@styles/account/account.css";
import { OrderLines } from "~/components/account/order-lines";
import { OrderSummary } from "~/components/account/order-summary";
import { useSubmitting } from "~/components/account/use-submitting";
import { TextareaField } from "~/components/forms/field";
import { FormErrors } from "~/components/forms/form-errors";
import { SubmitButton } from "~/components/forms/submit-button";
import { useLiteForm } from "~/components/forms/use-lite-form";
import { type Order, accountMeta } from "~/lib/account";
import { bodyOrThrow, customerApi, replyWithApiErrors, throwIfNotFound } from "~/lib/account.server";
import { requireSignedIn } from "~/lib/auth.server";
import { formConstraint, formSchemas, parseWithZod, refusalToast } from "~/lib/forms.server";
import { redirectWithToast } from "~/lib/responses.server";

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  accountMeta(data ? `Cancel order ${data.order.orderId}` : "Cancel order");

const orderPath = (id: string | undefined) => `/customerOrders/${encodeURIComponent(id ?? "")}`;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const customer = await requireSignedIn(request);
  const order = bodyOrThrow(await customerApi<Order>(request, customer, orderPath(params.cancelOrderId)), "the order");
  return { order, constraint: formConstraint("cancelOrder") };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const customer = await requireSignedIn(request);
  const submission = parseWithZod(await request.formData(), { schema: formSchemas.cancelOrder });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });

  const envelope = await customerApi<Order>(
    request,
    customer,
    `/customerOrders/cancel/${encodeURIComponent(params.cancelOrderId ?? "")}`,
    { method: "PUT", body: submission.value },
  );
  throwIfNotFound(envelope);
  if (envelope.status >= 500) throw new Error(`Could not cancel the order: ${envelope.status} ${envelope.message}`);
  // 400: the order stopped being cancellable meanwhile (shipped, or cancelled in another tab).
  if (envelope.status !== 200)
    return data(
      { result: replyWithApiErrors(submission, envelope), toast: refusalToast(envelope) },
      { status: envelope.status },
    );

  // Spec 4: back to the order, which now shows its new status, under the number the shopper knows it by.
  return redirectWithToast(`/my-account/orderDetails/${encodeURIComponent(envelope.body.orderId)}`, customer.session, {
    type: "success",
    message: envelope.message,
  });
}

export default function CancelOrder() {
  const { order } = useLoaderData<typeof loader>();
  return (
    <>
      <h1>Cancel order {order.orderId}</h1>
      <OrderSummary order={order} />
      <OrderLines order={order} caption={`Items of order ${order.orderId}`} />
      {order.canCancel ? (
        <CancelForm />
      ) : (
        <div className={css.notice}>
          <p>
            {order.orderStatus === "CANCELLED"
              ? "This order has already been cancelled."
              : "This order can no longer be cancelled. If you need help with it, please contact us from the order details."}
          </p>
          <p>
            <Link to={`/my-account/orderDetails/${encodeURIComponent(order.orderId)}`}>Back to order details</Link>
          </p>
        </div>
      )}
    </>
  );
}

function CancelForm() {
  const { order, constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const pending = useSubmitting();
  const form = useLiteForm({ id: "cancel-order", rules: "cancelOrder", lastResult: actionData?.result, constraint });
  return (
    <Form method="post" {...form.formProps} aria-labelledby="cancel-heading">
      <h2 id="cancel-heading">Why are you cancelling?</h2>
      <FormErrors id={form.formErrorId} errors={form.formErrors} className={css.formError} />
      <TextareaField
        label="Reason"
        errors={form.errors("cancelMessage")}
        textareaProps={{
          ...form.field("cancelMessage"),
          placeholder: "Write the best reason to cancel order",
          rows: 5,
        }}
      />
      <div className={css.actions}>
        <SubmitButton pending={pending} className={css.button.danger} pendingLabel="Cancelling…">
          Cancel Order
        </SubmitButton>
        <Link to={`/my-account/orderDetails/${encodeURIComponent(order.orderId)}`}>Keep this order</Link>
      </div>
    </Form>
  );
}
