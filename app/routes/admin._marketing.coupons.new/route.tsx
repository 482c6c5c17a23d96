import { type ActionFunctionArgs, type LoaderFunctionArgs, data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { indiaParts } from "@api/validation/india-time";
import { can } from "@api/validation/staff-roles";
import { CouponActiveBox, CouponFields } from "~/admin/marketing/coupons/coupon-fields";
import type { Coupon } from "~/admin/marketing/coupons/coupon-options";
import { AdminField, AdminFormErrors, AdminSubmit } from "~/components/admin/form-controls";
import { useAdminForm } from "~/components/admin/use-admin-form";
import { adminApi } from "~/lib/admin/api.server";
import { couponCreateSchema } from "~/lib/admin/forms.server";
import { adminMeta } from "~/lib/admin/meta";
import { adminData, adminPage, adminRedirect } from "~/lib/admin/responses.server";
import { requireStaffSession } from "~/lib/admin/session.server";
import { parseWithZod, refusalToast, replyFromApi } from "~/lib/forms.server";
import * as css from "@styles/admin/admin.css";
import { readForm } from "~/lib/form-body.server";

export const meta = () => adminMeta("New coupon");

/** The fields the API may refuse by name; anything else is the form's error. */
const FIELDS = [
  "code",
  "discountType",
  "discount",
  "description",
  "minimumOrder",
  "validFromDate",
  "validFromTime",
  "validUntilDate",
  "validUntilTime",
  "usageLimit",
  "usageLimitPerCustomer",
  "isActive",
];

export async function loader({ request }: LoaderFunctionArgs) {
  const auth = await requireStaffSession(request);
  // This page asks the API nothing before its form is sent, so it checks the role itself.
  if (!can(auth.staff.role, "catalogue.manage"))
    throw data({ message: "Your role cannot manage coupons." }, { status: 403 });
  return adminPage({ today: indiaParts(new Date()).date }, auth.session);
}

export async function action({ request }: ActionFunctionArgs) {
  const auth = await requireStaffSession(request);
  const submission = parseWithZod(await readForm(request), { schema: couponCreateSchema });
  if (submission.status !== "success") return adminData({ result: submission.reply() }, auth.session, { status: 400 });
  const answer = await adminApi<Coupon>({ request, ...auth }, "/coupons", { method: "POST", body: submission.value });
  if (answer.status !== 200) {
    return adminData({ result: replyFromApi(submission, answer, FIELDS), toast: refusalToast(answer) }, auth.session, {
      status: answer.status,
    });
  }
  return adminRedirect(`/admin/coupons/${encodeURIComponent(answer.body.code)}`, auth.session, {
    type: "success",
    message: answer.message,
  });
}

export default function AdminNewCoupon() {
  const { today } = useLoaderData<typeof loader>();
  const answered = useActionData<typeof action>();
  const navigation = useNavigation();
  // Before any answer the form starts with a flat discount from today; after one, it shows what was typed.
  const form = useAdminForm(
    "new-coupon",
    answered?.result,
    answered ? {} : { discountType: "FLAT", validFromDate: today },
  );
  return (
    <>
      <p>
        <Link to="/admin/coupons">Back to coupons</Link>
      </p>
      <h1 id="new-coupon-heading">New coupon</h1>
      <section className={css.section}>
        <Form method="post" key={form.key} {...form.formProps} aria-labelledby="new-coupon-heading">
          <AdminFormErrors id={form.formErrorId} errors={form.formErrors} />
          <AdminField
            label="Code"
            hint="3 to 20 letters and digits, like DIWALI500; shoppers may type it in any case. It cannot be changed later."
            errors={form.errors("code")}
            inputProps={{
              ...form.field("code"),
              autoComplete: "off",
              autoCapitalize: "characters",
              spellCheck: false,
              required: true,
            }}
          />
          <CouponFields form={form} />
          <CouponActiveBox form={form} checked={answered ? form.value("isActive") === "on" : true} />
          <AdminSubmit pending={navigation.state === "submitting"}>Create coupon</AdminSubmit>
        </Form>
      </section>
    </>
  );
}
