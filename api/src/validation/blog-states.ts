/** A blog post's state, shared by the API, its validation and the back office's screens; no zod. */
export const BLOG_LIMITS = { title: 200, categoryName: 60, seoTitle: 70, seoDescription: 160, body: 200_000 } as const;

export const BLOG_POST_STATUSES = ["DRAFT", "PUBLISHED"] as const;
export type BlogPostStatus = (typeof BLOG_POST_STATUSES)[number];

/** What a list row says: a published post whose time has not come is "Scheduled". */
export function blogPostState(post: { status: BlogPostStatus; publishedAt: string | null }, now: Date) {
  if (post.status === "DRAFT") return "Draft";
  return post.publishedAt && new Date(post.publishedAt).getTime() > now.getTime() ? "Scheduled" : "Published";
}
