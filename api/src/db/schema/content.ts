import { jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { type StoredImage, createdAt, id, position, version } from "./columns";

export const projectCategories = pgTable("project_categories", {
  id: id(),
  name: text("name").notNull(),
  slug: text("slug").notNull().unique(),
  bannerImage: jsonb("banner_image").$type<StoredImage>().notNull(),
  seoTitle: text("seo_title"),
  seoDescription: text("seo_description"),
  seoKeywords: text("seo_keywords"),
  position: position(),
});

export const projectSubCategories = pgTable("project_sub_categories", {
  id: id(),
  projectCategoryId: text("project_category_id")
    .notNull()
    .references(() => projectCategories.id, { onDelete: "cascade" }),
  name: text("name").notNull(),
  position: position(),
});

/** The spec's "project group": a child category with its projects, shown as one carousel. */
export const projectChildCategories = pgTable("project_child_categories", {
  id: id(),
  projectSubCategoryId: text("project_sub_category_id")
    .notNull()
    .references(() => projectSubCategories.id, { onDelete: "cascade" }),
  name: text("name").notNull(),
  position: position(),
});

export const projects = pgTable("projects", {
  id: id(),
  childCategoryId: text("child_category_id")
    .notNull()
    .references(() => projectChildCategories.id, { onDelete: "cascade" }),
  name: text("name").notNull(),
  defaultImage: jsonb("default_image").$type<StoredImage>().notNull(),
  images: jsonb("images").$type<StoredImage[]>().notNull().default([]),
  position: position(),
});

export const blogCategories = pgTable("blog_categories", {
  id: id(),
  name: text("name").notNull(),
  slug: text("slug").notNull().unique(),
});

export const blogPosts = pgTable("blog_posts", {
  id: id(),
  slug: text("slug").notNull().unique(),
  title: text("title").notNull(),
  body: text("body").notNull(),
  /** Null until staff upload one: a new post starts as a draft, and one without a picture cannot be published. */
  defaultImage: jsonb("default_image").$type<StoredImage>(),
  blogCategoryId: text("blog_category_id")
    .notNull()
    .references(() => blogCategories.id),
  seoTitle: text("seo_title"),
  seoDescription: text("seo_description"),
  createdAt: createdAt(),
  /** Shoppers see a PUBLISHED post once publishedAt has passed (checked when read: no job publishes it). */
  status: text("status").$type<"DRAFT" | "PUBLISHED">().notNull().default("DRAFT"),
  publishedAt: timestamp("published_at", { withTimezone: true }),
  version: version(),
});

export const testimonials = pgTable("testimonials", {
  id: id(),
  name: text("name").notNull(),
  image: jsonb("image").$type<StoredImage>().notNull(),
  designation: text("designation").notNull(),
  comment: text("comment").notNull(),
  position: position(),
});

export const faqs = pgTable("faqs", {
  id: id(),
  question: text("question").notNull(),
  answer: text("answer").notNull(),
  position: position(),
});

/**
 * Singleton documents edited as a whole: settings, contactUs, aboutUs and the
 * policy pages. Their shapes are checked by zod in api/src/resources/content.
 */
export const siteContent = pgTable("site_content", {
  key: text("key").primaryKey(),
  body: jsonb("body").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
