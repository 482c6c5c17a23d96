import { and, eq, isNotNull, lte } from "drizzle-orm";
import { blogPosts } from "@api/db/schema";

/**
 * The posts shoppers may see at `now`: published, with a picture, and whose publish time has
 * come. Checked when the posts are read, so a post scheduled for later appears on its date with no
 * job to run (the storefront's 2 s + 3 s cache adds at most 5 s).
 */
export const shownToShoppers = (now: Date) =>
  and(
    eq(blogPosts.status, "PUBLISHED"),
    isNotNull(blogPosts.publishedAt),
    lte(blogPosts.publishedAt, now),
    isNotNull(blogPosts.defaultImage),
  );
