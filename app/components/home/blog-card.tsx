import { Link } from "@remix-run/react";
import { formatDate, isoDate } from "~/lib/format-date";
import * as css from "@styles/home/home.css";
import { Picture } from "../picture";
import type { BlogPostSummary } from "./types";

/** A post in the 'Post From Blogs' carousel: picture, date (DD-MMM-YYYY), author, title, Read more. */
export function BlogCard({ post }: { post: BlogPostSummary }) {
  const href = `/blogPost/${post.slug}`;
  return (
    <article className={css.blogCard}>
      <Picture image={post.defaultImage} alt="" className={css.blogImage} />
      <div className={css.blogBody}>
        <p className={css.blogMeta}>
          <time dateTime={isoDate(post.createdAt)}>{formatDate(post.createdAt)}</time>
          <span aria-hidden="true"> · </span>
          <span>By {post.author}</span>
        </p>
        <h3 className={css.blogTitle}>
          <Link to={href} className={css.blogTitleLink}>
            {post.title}
          </Link>
        </h3>
        <Link to={href} className={css.readMore}>
          Read more<span className="visually-hidden"> about {post.title}</span>
        </Link>
      </div>
    </article>
  );
}
