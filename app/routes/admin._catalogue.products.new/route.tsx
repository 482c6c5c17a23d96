import { type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { AdminFormErrors, AdminSubmit } from "~/components/admin/form-controls";
import { ProductFields } from "~/admin/catalogue/products/product-form";
import { PRODUCT_FIELDS, type ProductChoices, type ProductDetail } from "~/admin/catalogue/products/product-options";
import { useAdminForm } from "~/components/admin/use-admin-form";
import { adminApi } from "~/lib/admin/api.server";
import { productCreateSchema } from "~/lib/admin/forms.server";
import { adminMeta } from "~/lib/admin/meta";
import { adminData, adminPage, adminRedirect } from "~/lib/admin/responses.server";
import { requireStaffSession } from "~/lib/admin/session.server";
import { parseWithZod, refusalToast, replyFromApi } from "~/lib/forms.server";
import * as css from "@styles/admin/admin.css";
import { readForm } from "~/lib/form-body.server";

export const meta = () => adminMeta("New product");

export async function loader({ request }: LoaderFunctionArgs) {
  const auth = await requireStaffSession(request);
  const choices = await adminApi<ProductChoices>({ request, ...auth }, "/products/options");
  return adminPage({ choices: choices.body }, auth.session);
}

export async function action({ request }: ActionFunctionArgs) {
  const auth = await requireStaffSession(request);
  const submission = parseWithZod(await readForm(request), { schema: productCreateSchema });
  if (submission.status !== "success") return adminData({ result: submission.reply() }, auth.session, { status: 400 });
  const answer = await adminApi<ProductDetail>({ request, ...auth }, "/products", {
    method: "POST",
    body: submission.value,
  });
  if (answer.status !== 200) {
    return adminData(
      { result: replyFromApi(submission, answer, PRODUCT_FIELDS), toast: refusalToast(answer) },
      auth.session,
      { status: answer.status },
    );
  }
  return adminRedirect(`/admin/products/${answer.body._id}`, auth.session, {
    type: "success",
    message: answer.message,
  });
}

export default function AdminNewProduct() {
  const { choices } = useLoaderData<typeof loader>();
  const answered = useActionData<typeof action>();
  const navigation = useNavigation();
  const form = useAdminForm("new-product", answered?.result, {
    productType: "PRODUCT",
    maximumOrderQuantity: "10",
    stock: "0",
    gstRate: "18",
  });
  return (
    <>
      <p>
        <Link to="/admin/products">Back to products</Link>
      </p>
      <h1>New product</h1>
      <p className={css.lead}>
        It is saved inactive, out of the shop. Add its pictures, colours and sizes on its page after saving, then
        activate it there to put it on sale.
      </p>
      <Form
        method="post"
        key={form.key}
        {...form.formProps}
        aria-labelledby="new-product-heading"
        className={css.section}
      >
        <h2 id="new-product-heading" className={css.sectionTitle}>
          Details
        </h2>
        <AdminFormErrors id={form.formErrorId} errors={form.formErrors} />
        <ProductFields
          form={form}
          lastResult={answered?.result}
          choices={choices}
          saved={{ categories: [], subCategories: [] }}
          editing={false}
          pricedByVariants={false}
        />
        <AdminSubmit pending={navigation.state === "submitting"}>Save product</AdminSubmit>
      </Form>
    </>
  );
}
