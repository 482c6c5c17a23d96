import { type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { type AdminCategory, productCountText } from "~/admin/catalogue/catalogue-types";
import { MoveButtons } from "~/components/admin/move-buttons";
import { adminApi } from "~/lib/admin/api.server";
import { moveSchema } from "~/lib/admin/catalogue-forms.server";
import { adminMeta } from "~/lib/admin/meta";
import { adminPage, adminRedirect, unknownIntent } from "~/lib/admin/responses.server";
import { requireStaffSession } from "~/lib/admin/session.server";
import * as css from "@styles/admin/admin.css";
import { readForm } from "~/lib/form-body.server";

export const meta = () => adminMeta("Categories");

export async function loader({ request }: LoaderFunctionArgs) {
  const auth = await requireStaffSession(request);
  const answer = await adminApi<AdminCategory[]>({ request, ...auth }, "/categories");
  if (answer.status !== 200) throw new Response(answer.message, { status: answer.status });
  return adminPage({ categories: answer.body }, auth.session);
}

/** The list's Up and Down buttons: the shop's menu shows categories in this order. */
export async function action({ request }: ActionFunctionArgs) {
  const auth = await requireStaffSession(request);
  const formData = await readForm(request);
  const id = String(formData.get("id") ?? "");
  const move = moveSchema.safeParse({ direction: formData.get("direction") });
  if (formData.get("intent") !== "move" || !id || !move.success) {
    return unknownIntent("/admin/categories", auth.session);
  }
  const answer = await adminApi({ request, ...auth }, `/categories/${encodeURIComponent(id)}/move`, {
    method: "POST",
    body: move.data,
  });
  return adminRedirect("/admin/categories", auth.session, {
    type: answer.status === 200 ? "success" : "error",
    message: answer.message,
  });
}

export default function AdminCategories() {
  const { categories } = useLoaderData<typeof loader>();
  return (
    <>
      <h1>Categories</h1>
      <p className={css.lead}>The shop&apos;s menu lists categories in this order.</p>
      <p>
        <Link to="/admin/categories/new" className={css.secondaryButton}>
          New category
        </Link>
      </p>
      <section aria-labelledby="categories-heading">
        <h2 id="categories-heading" className={css.sectionTitle}>
          {categories.length === 1 ? "1 category" : `${categories.length} categories`}
        </h2>
        {categories.length === 0 ? (
          <p>No categories yet.</p>
        ) : (
          <table className={css.table}>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Address</th>
                <th scope="col">Sub-categories</th>
                <th scope="col">Products</th>
                <th scope="col">Order</th>
              </tr>
            </thead>
            <tbody>
              {categories.map((category, index) => (
                <tr key={category._id}>
                  <th scope="row">
                    <Link to={`/admin/categories/${category._id}`}>{category.name}</Link>
                  </th>
                  <td data-label="Address" className={css.breakable}>
                    /shop/{category.slug}
                  </td>
                  <td data-label="Sub-categories">
                    {category.subCategories.map((sub) => sub.name).join(", ") || "None"}
                  </td>
                  <td data-label="Products">{productCountText(category)}</td>
                  <td data-label="Order">
                    <MoveButtons
                      id={category._id}
                      name={category.name}
                      first={index === 0}
                      last={index === categories.length - 1}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </>
  );
}
