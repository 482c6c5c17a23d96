import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { blogPostState } from "@api/validation/blog-states";
import {
  type BlogCategory,
  type BlogPostRow,
  categoryOptions,
  listStateOptions,
} from "~/admin/content/blog/blog-options";
import { adminApi } from "~/lib/admin/api.server";
import { listPaging, readListQuery } from "~/lib/admin/list-query.server";
import { adminMeta } from "~/lib/admin/meta";
import { adminPage } from "~/lib/admin/responses.server";
import { requireStaffSession } from "~/lib/admin/session.server";
import * as css from "@styles/admin/admin.css";
import { formatDateTime } from "~/lib/format-date";
import { FilterField, FilterPanel, FilterSelect, ListResults } from "~/components/admin/list-screen";

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
  const list = useLoaderData<typeof loader>();
  const { posts, categories, now } = list;
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
      <FilterPanel headingId="blog-filters-heading" heading="Find posts" submitLabel="Show posts" list={list}>
        <FilterField label="Title" name="q" type="search" />
        <FilterSelect label="State" name="status" options={listStateOptions} />
        <FilterSelect
          label="Category"
          name="category"
          options={[{ value: "", label: "Any category" }, ...categoryOptions(categories)]}
        />
      </FilterPanel>

      <ListResults headingId="blog-list-heading" list={list} one="post" many="posts" empty={posts.length === 0}>
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
      </ListResults>
    </>
  );
}
