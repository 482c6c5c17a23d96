import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { blogPostState } from "@api/validation/blog-states";
import {
  type BlogCategory,
  type BlogPostRow,
  categoryOptions,
  listStateOptions,
} from "~/admin/content/blog/blog-options";
import { AdminField, AdminSelect } from "~/components/admin/form-controls";
import { Pager } from "~/components/admin/pager";
import { adminApi } from "~/lib/admin/api.server";
import { listPaging, readListQuery } from "~/lib/admin/list-query.server";
import { adminMeta } from "~/lib/admin/meta";
import { adminPage } from "~/lib/admin/responses.server";
import { requireStaffSession } from "~/lib/admin/session.server";
import * as css from "@styles/admin/admin.css";
import { formatDateTime } from "~/lib/format-date";

export const meta = () => adminMeta("Blog");

const FILTERS = ["q", "status", "category"] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  const auth = await requireStaffSession(request);
  const { params, search, filters } = readListQuery(request, FILTERS);
  const [answer, categories] = await Promise.all([
    adminApi<BlogPostRow[]>({ request, ...auth }, `/blog/posts?${params}`),
    adminApi<BlogCategory[]>({ request, ...auth }, "/blog/categories"),
  ]);
  return adminPage(
    {
      filters,
      search,
      posts: answer.status === 200 ? answer.body : [],
      categories: categories.body ?? [],
      now: new Date().toISOString(),
      ...listPaging(answer),
    },
    auth.session,
  );
}

/** The blog's posts, drafts and scheduled ones included, found by title, state and category. */
export default function AdminBlog() {
  const { filters, search, posts, categories, now, filterErrors, page, totalPages, totalRecords } =
    useLoaderData<typeof loader>();
  return (
    <>
      <h1>Blog</h1>
      <p className={css.buttonRow}>
        <Link to="/admin/blog/new" className={css.secondaryButton}>
          New post
        </Link>
        <Link to="/admin/blog/categories" className={css.secondaryButton}>
          Blog categories
        </Link>
      </p>
      <section className={css.section} aria-labelledby="blog-filters-heading">
        <h2 id="blog-filters-heading" className={css.sectionTitle}>
          Find posts
        </h2>
        <Form method="get" className={css.filters} aria-labelledby="blog-filters-heading">
          <AdminField
            label="Title"
            errors={filterErrors.q ? [filterErrors.q] : undefined}
            inputProps={{ id: "filter-q", name: "q", type: "search", defaultValue: filters.q }}
          />
          <AdminSelect
            label="State"
            errors={filterErrors.status ? [filterErrors.status] : undefined}
            options={listStateOptions}
            selectProps={{ id: "filter-status", name: "status", defaultValue: filters.status }}
          />
          <AdminSelect
            label="Category"
            errors={filterErrors.category ? [filterErrors.category] : undefined}
            options={[{ value: "", label: "Any category" }, ...categoryOptions(categories)]}
            selectProps={{ id: "filter-category", name: "category", defaultValue: filters.category }}
          />
          <div className={css.buttonRow}>
            <button type="submit" className={css.secondaryButton}>
              Show posts
            </button>
          </div>
        </Form>
      </section>

      <section aria-labelledby="blog-list-heading">
        <h2 id="blog-list-heading" className={css.sectionTitle}>
          {totalRecords === 1 ? "1 post" : `${totalRecords} posts`}
        </h2>
        {posts.length === 0 ? (
          <p>No posts match these filters.</p>
        ) : (
          <table className={css.table}>
            <thead>
              <tr>
                <th scope="col">Title</th>
                <th scope="col">Category</th>
                <th scope="col">State</th>
                <th scope="col">Publish date</th>
              </tr>
            </thead>
            <tbody>
              {posts.map((post) => (
                <tr key={post._id}>
                  <th scope="row" className={css.breakable}>
                    <Link to={`/admin/blog/${post._id}`}>{post.title}</Link>
                  </th>
                  <td data-label="Category">{post.categoryName}</td>
                  <td data-label="State">
                    {blogPostState(post, new Date(now))}
                    {post.hasImage ? "" : " (no image yet)"}
                  </td>
                  <td data-label="Publish date">
                    {post.publishedAt ? formatDateTime(post.publishedAt) : "When published"}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <Pager search={search} page={page} totalPages={totalPages} label="Pages of posts" />
      </section>
    </>
  );
}
