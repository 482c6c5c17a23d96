ALTER TABLE "blog_posts" ALTER COLUMN "default_image" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "status" text DEFAULT 'DRAFT' NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- The posts written before publishing existed were all on the shop: they stay published, from the day they were written.
UPDATE "blog_posts" SET "status" = 'PUBLISHED', "published_at" = "created_at";
