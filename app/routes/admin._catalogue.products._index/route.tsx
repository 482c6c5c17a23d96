import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { PRODUCT_TYPE_LABELS, STOCK_STATE_LABELS } from "@api/validation/product-choices";
import { AdminField, AdminSelect } from "~/components/admin/form-controls";
import { Pager } from "~/components/admin/pager";
import {
  type ProductChoices,
  type ProductListRow,
  activeOptions,
  productTypeOptions,
  sortOptions,
  stockOptions,
} from "~/admin/catalogue/products/product-options";
import { adminApi } from "~/lib/admin/api.server";
import { formatPrice } from "~/lib/format";
import { listPaging, readListQuery } from "~/lib/admin/list-query.server";
import { adminMeta } from "~/lib/admin/meta";
import { adminPage } from "~/lib/admin/responses.server";
import { requireStaffSession } from "~/lib/admin/session.server";
import * as css from "@styles/admin/admin.css";

export const meta = () => adminMeta("Products");

const FILTERS = ["q", "category", "type", "stock", "active", "sort"] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  const auth = await requireStaffSession(request);
  const { params, search, filters } = readListQuery(request, FILTERS);
  const [answer, choices] = await Promise.all([
    adminApi<ProductListRow[]>({ request, ...auth }, `/products?${params}`),
    adminApi<ProductChoices>({ request, ...auth }, "/products/options"),
  ]);
  return adminPage(
    {
      filters,
      search,
      categories: choices.status === 200 ? choices.body.categories.map((c) => ({ value: c._id, label: c.name })) : [],
      products: answer.status === 200 ? answer.body : [],
      ...listPaging(answer),
    },
    auth.session,
  );
}

/** The catalogue: found by name or sku, filtered and sorted by a GET form whose address can be shared. */
export default function AdminProducts() {
  const { filters, search, categories, products, filterErrors, page, totalPages, totalRecords } =
    useLoaderData<typeof loader>();
  const fieldErrors = (name: string) => (filterErrors[name] ? [filterErrors[name]] : undefined);
  return (
    <>
      <h1>Products</h1>
      <p className={css.buttonRow}>
        <Link to="/admin/products/new" className={css.secondaryButton}>
          Add a product
        </Link>
        <Link to="/admin/products/import" className={css.secondaryButton}>
          Import or export (CSV)
        </Link>
      </p>
      <section className={css.section} aria-labelledby="product-filters-heading">
        <h2 id="product-filters-heading" className={css.sectionTitle}>
          Find products
        </h2>
        <Form method="get" className={css.filters} aria-labelledby="product-filters-heading">
          <AdminField
            label="Name or SKU"
            errors={fieldErrors("q")}
            inputProps={{ id: "filter-q", name: "q", type: "search", defaultValue: filters.q }}
          />
          <AdminSelect
            label="Category"
            errors={fieldErrors("category")}
            options={[{ value: "", label: "Any category" }, ...categories]}
            selectProps={{ id: "filter-category", name: "category", defaultValue: filters.category }}
          />
          <AdminSelect
            label="Type"
            errors={fieldErrors("type")}
            options={[{ value: "", label: "Any type" }, ...productTypeOptions]}
            selectProps={{ id: "filter-type", name: "type", defaultValue: filters.type }}
          />
          <AdminSelect
            label="Stock"
            errors={fieldErrors("stock")}
            options={[{ value: "", label: "Any stock" }, ...stockOptions]}
            selectProps={{ id: "filter-stock", name: "stock", defaultValue: filters.stock }}
          />
          <AdminSelect
            label="Status"
            errors={fieldErrors("active")}
            options={[{ value: "", label: "Active and inactive" }, ...activeOptions]}
            selectProps={{ id: "filter-active", name: "active", defaultValue: filters.active }}
          />
          <AdminSelect
            label="Sort by"
            errors={fieldErrors("sort")}
            options={sortOptions.map((o) => (o.value === "newest" ? { ...o, value: "" } : o))}
            selectProps={{ id: "filter-sort", name: "sort", defaultValue: filters.sort }}
          />
          <div className={css.buttonRow}>
            <button type="submit" className={css.secondaryButton}>
              Show products
            </button>
          </div>
        </Form>
      </section>

      <section aria-labelledby="product-list-heading">
        <h2 id="product-list-heading" className={css.sectionTitle}>
          {totalRecords === 1 ? "1 product" : `${totalRecords} products`}
        </h2>
        {products.length === 0 ? (
          <p>No products match these filters.</p>
        ) : (
          <table className={css.table}>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">SKU</th>
                <th scope="col">Category</th>
                <th scope="col">Type</th>
                <th scope="col">Price</th>
                <th scope="col">Stock</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {products.map((product) => (
                <tr key={product._id}>
                  <th scope="row" className={css.breakable}>
                    <Link to={`/admin/products/${product._id}`}>{product.name}</Link>
                  </th>
                  <td data-label="SKU" className={css.breakable}>
                    {product.sku}
                  </td>
                  <td data-label="Category">{product.categories || "None"}</td>
                  <td data-label="Type">{PRODUCT_TYPE_LABELS[product.productType]}</td>
                  <td data-label="Price">{formatPrice(product.sellingPrice)}</td>
                  <td data-label="Stock">
                    {product.stock} ({STOCK_STATE_LABELS[product.stockState]})
                  </td>
                  <td data-label="Status">{product.isActive ? "Active" : "Inactive"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <Pager search={search} page={page} totalPages={totalPages} label="Pages of products" />
      </section>
    </>
  );
}
