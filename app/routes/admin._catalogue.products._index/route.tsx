import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { PRODUCT_TYPE_LABELS, STOCK_STATE_LABELS } from "@api/validation/product-choices";
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
import { FilterField, FilterPanel, FilterSelect, ListResults } from "~/components/admin/list-screen";

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
  const list = useLoaderData<typeof loader>();
  const { categories, products } = list;
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
      <FilterPanel headingId="product-filters-heading" heading="Find products" submitLabel="Show products" list={list}>
        <FilterField label="Name or SKU" name="q" type="search" />
        <FilterSelect
          label="Category"
          name="category"
          options={[{ value: "", label: "Any category" }, ...categories]}
        />
        <FilterSelect label="Type" name="type" options={[{ value: "", label: "Any type" }, ...productTypeOptions]} />
        <FilterSelect label="Stock" name="stock" options={[{ value: "", label: "Any stock" }, ...stockOptions]} />
        <FilterSelect
          label="Status"
          name="active"
          options={[{ value: "", label: "Active and inactive" }, ...activeOptions]}
        />
        <FilterSelect
          label="Sort by"
          name="sort"
          options={sortOptions.map((o) => (o.value === "newest" ? { ...o, value: "" } : o))}
        />
      </FilterPanel>

      <ListResults
        headingId="product-list-heading"
        list={list}
        one="product"
        many="products"
        empty={products.length === 0}
      >
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
      </ListResults>
    </>
  );
}
