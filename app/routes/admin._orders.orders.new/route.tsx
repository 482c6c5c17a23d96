import { type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { AdminField, AdminFormErrors, AdminSubmit } from "~/components/admin/form-controls";
import type { DraftCustomer, DraftDetail } from "~/admin/orders/drafts/draft-options";
import { useAdminForm } from "~/components/admin/use-admin-form";
import { adminApi } from "~/lib/admin/api.server";
import { newCustomerSchema } from "~/lib/admin/forms.server";
import { adminMeta } from "~/lib/admin/meta";
import { adminData, adminPage, adminRedirect } from "~/lib/admin/responses.server";
import { requireStaffSession } from "~/lib/admin/session.server";
import { parseWithZod, refusalToast, replyFromApi } from "~/lib/forms.server";
import * as css from "@styles/admin/admin.css";
import { readForm } from "~/lib/form-body.server";

export const meta = () => adminMeta("Take an order");

const CUSTOMER_FIELDS = ["firstName", "lastName", "mobile", "email"] as const;

/** ?mobile= finds the customer (a GET form, so the step works without JavaScript and can be shared). */
export async function loader({ request }: LoaderFunctionArgs) {
  const auth = await requireStaffSession(request);
  const mobile = (new URL(request.url).searchParams.get("mobile") ?? "")
    .replace(/[\s-]/g, "")
    .replace(/^\+?91(?=\d{10}$)/, "");
  if (!mobile)
    return adminPage(
      { mobile, searched: false, customer: null as DraftCustomer | null, mobileError: null as string | null },
      auth.session,
    );
  const answer = await adminApi<DraftCustomer | null>(
    { request, ...auth },
    `/draft-orders/customer?${new URLSearchParams({ mobile })}`,
  );
  return adminPage(
    {
      mobile,
      searched: answer.status === 200,
      customer: answer.status === 200 ? answer.body : null,
      mobileError: answer.status === 200 ? null : (answer.errors.mobile ?? answer.message),
    },
    auth.session,
  );
}

/** intent=existing starts a draft for the customer found; intent=new adds the customer first. */
export async function action({ request }: ActionFunctionArgs) {
  const auth = await requireStaffSession(request);
  const formData = await readForm(request);
  if (formData.get("intent") === "existing") {
    const answer = await adminApi<DraftDetail>({ request, ...auth }, "/draft-orders", {
      method: "POST",
      body: { customerId: String(formData.get("customerId") ?? "") },
    });
    if (answer.status !== 200) return adminRedirect("/admin/orders/new", auth.session, refusalToast(answer));
    return adminRedirect(`/admin/orders/drafts/${answer.body.id}`, auth.session, {
      type: "success",
      message: answer.message,
    });
  }
  const submission = parseWithZod(formData, { schema: newCustomerSchema });
  if (submission.status !== "success") {
    const result = submission.reply();
    const message = Object.values(result.error ?? {}).flat()[0] ?? "Please check the customer's details.";
    return adminData({ result, toast: { type: "error" as const, message } }, auth.session, { status: 400 });
  }
  const answer = await adminApi<DraftDetail>({ request, ...auth }, "/draft-orders", {
    method: "POST",
    body: submission.value,
  });
  if (answer.status !== 200) {
    return adminData(
      { result: replyFromApi(submission, answer, CUSTOMER_FIELDS), toast: refusalToast(answer) },
      auth.session,
      { status: answer.status },
    );
  }
  return adminRedirect(`/admin/orders/drafts/${answer.body.id}`, auth.session, {
    type: "success",
    message: `Customer added. ${answer.message}.`,
  });
}

/** The first step of an order taken by phone, on WhatsApp or in the showroom: who it is for. */
export default function TakeAnOrder() {
  const { mobile, searched, customer, mobileError } = useLoaderData<typeof loader>();
  const answered = useActionData<typeof action>();
  const navigation = useNavigation();
  const form = useAdminForm("new-customer", answered?.result, { mobile });
  const busy = navigation.state === "submitting";
  return (
    <>
      <p>
        <Link to="/admin/orders/drafts">Back to draft orders</Link>
      </p>
      <h1>Take an order</h1>
      <section className={css.section} aria-labelledby="find-heading">
        <h2 id="find-heading" className={css.sectionTitle}>
          Find the customer
        </h2>
        <Form method="get" className={css.filters} aria-labelledby="find-heading">
          <AdminField
            label="Customer's mobile"
            hint="10 digits, as the customer gives it."
            errors={mobileError ? [mobileError] : undefined}
            inputProps={{
              id: "find-mobile",
              name: "mobile",
              type: "tel",
              inputMode: "numeric",
              autoComplete: "off",
              defaultValue: mobile,
              required: true,
            }}
          />
          <div className={css.buttonRow}>
            <button type="submit" className={css.secondaryButton}>
              Find customer
            </button>
          </div>
        </Form>
      </section>

      {customer ? (
        <section className={css.section} aria-labelledby="found-heading">
          <h2 id="found-heading" className={css.sectionTitle}>
            Customer found
          </h2>
          <dl className={css.details}>
            <dt>Name</dt>
            <dd>{customer.name || "Not given yet"}</dd>
            <dt>Mobile</dt>
            <dd>{customer.mobile}</dd>
            <dt>Email</dt>
            <dd>{customer.email ?? "None"}</dd>
          </dl>
          <Form method="post" aria-labelledby="found-heading">
            <input type="hidden" name="intent" value="existing" />
            <input type="hidden" name="customerId" value={customer.id} />
            <p>
              <AdminSubmit pending={busy}>Start an order for {customer.name || customer.mobile}</AdminSubmit>
            </p>
          </Form>
        </section>
      ) : searched || answered ? (
        <section className={css.section} aria-labelledby="add-heading">
          <h2 id="add-heading" className={css.sectionTitle}>
            New customer
          </h2>
          <p className={css.lead}>
            No customer has this mobile yet. Add them; they can sign in later with this mobile or email.
          </p>
          <Form method="post" key={form.key} {...form.formProps} aria-labelledby="add-heading">
            <input type="hidden" name="intent" value="new" />
            <AdminFormErrors id={form.formErrorId} errors={form.formErrors} />
            <AdminField
              label="First name"
              errors={form.errors("firstName")}
              inputProps={{ ...form.field("firstName"), autoComplete: "off", required: true, maxLength: 50 }}
            />
            <AdminField
              label="Last name (optional)"
              errors={form.errors("lastName")}
              inputProps={{ ...form.field("lastName"), autoComplete: "off", maxLength: 50 }}
            />
            <AdminField
              label="Mobile"
              errors={form.errors("mobile")}
              inputProps={{
                ...form.field("mobile"),
                type: "tel",
                inputMode: "numeric",
                autoComplete: "off",
                required: true,
              }}
            />
            <AdminField
              label="Email"
              errors={form.errors("email")}
              inputProps={{ ...form.field("email"), type: "email", autoComplete: "off", required: true }}
            />
            <p>
              <AdminSubmit pending={busy}>Add customer and start the order</AdminSubmit>
            </p>
          </Form>
        </section>
      ) : null}
    </>
  );
}
