CREATE TYPE "public"."promotion_kind" AS ENUM('PERCENT_OFF', 'AMOUNT_OFF', 'BUY_X_GET_Y', 'SPEND_THRESHOLD', 'FREE_GIFT');--> statement-breakpoint
CREATE TYPE "public"."promotion_status" AS ENUM('ACTIVE', 'PAUSED');--> statement-breakpoint
CREATE TYPE "public"."promotion_target_role" AS ENUM('TARGET', 'BUY', 'GET');--> statement-breakpoint
CREATE TABLE "promotion_targets" (
	"id" text PRIMARY KEY NOT NULL,
	"promotion_id" text NOT NULL,
	"role" "promotion_target_role" NOT NULL,
	"product_id" text,
	"product_color_id" text,
	"product_size_id" text,
	"category_id" text,
	"sub_category_id" text,
	CONSTRAINT "promotion_targets_one_target" CHECK (num_nonnulls("promotion_targets"."product_id", "promotion_targets"."product_color_id", "promotion_targets"."product_size_id", "promotion_targets"."category_id", "promotion_targets"."sub_category_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "promotion_tiers" (
	"promotion_id" text NOT NULL,
	"minimum_paise" integer NOT NULL,
	"amount_paise" integer,
	"percent" integer,
	CONSTRAINT "promotion_tiers_promotion_id_minimum_paise_pk" PRIMARY KEY("promotion_id","minimum_paise"),
	CONSTRAINT "promotion_tiers_one_discount" CHECK (num_nonnulls("promotion_tiers"."amount_paise", "promotion_tiers"."percent") = 1),
	CONSTRAINT "promotion_tiers_amount_positive" CHECK ("promotion_tiers"."amount_paise" IS NULL OR "promotion_tiers"."amount_paise" > 0),
	CONSTRAINT "promotion_tiers_percent" CHECK ("promotion_tiers"."percent" IS NULL OR "promotion_tiers"."percent" BETWEEN 1 AND 100)
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"badge" text NOT NULL,
	"kind" "promotion_kind" NOT NULL,
	"status" "promotion_status" DEFAULT 'ACTIVE' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"priority" integer DEFAULT 0 NOT NULL,
	"usage_limit" integer,
	"usage_limit_per_customer" integer,
	"percent" integer,
	"amount_paise" integer,
	"buy_quantity" integer,
	"get_quantity" integer,
	"get_percent" integer,
	"max_applications_per_order" integer,
	"gift_product_id" text,
	"gift_product_color_id" text,
	"gift_product_size_id" text,
	"gift_quantity" integer,
	"gift_minimum_paise" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_window" CHECK ("promotions"."ends_at" IS NULL OR "promotions"."ends_at" > "promotions"."starts_at"),
	CONSTRAINT "promotions_percent" CHECK ("promotions"."percent" IS NULL OR "promotions"."percent" BETWEEN 1 AND 100),
	CONSTRAINT "promotions_get_percent" CHECK ("promotions"."get_percent" IS NULL OR "promotions"."get_percent" BETWEEN 1 AND 100),
	CONSTRAINT "promotions_amount_positive" CHECK ("promotions"."amount_paise" IS NULL OR "promotions"."amount_paise" > 0)
);
--> statement-breakpoint
ALTER TABLE "promotion_targets" ADD CONSTRAINT "promotion_targets_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_targets" ADD CONSTRAINT "promotion_targets_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_targets" ADD CONSTRAINT "promotion_targets_product_color_id_product_colors_id_fk" FOREIGN KEY ("product_color_id") REFERENCES "public"."product_colors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_targets" ADD CONSTRAINT "promotion_targets_product_size_id_product_sizes_id_fk" FOREIGN KEY ("product_size_id") REFERENCES "public"."product_sizes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_targets" ADD CONSTRAINT "promotion_targets_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_targets" ADD CONSTRAINT "promotion_targets_sub_category_id_sub_categories_id_fk" FOREIGN KEY ("sub_category_id") REFERENCES "public"."sub_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_tiers" ADD CONSTRAINT "promotion_tiers_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_gift_product_id_products_id_fk" FOREIGN KEY ("gift_product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_gift_product_color_id_product_colors_id_fk" FOREIGN KEY ("gift_product_color_id") REFERENCES "public"."product_colors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_gift_product_size_id_product_sizes_id_fk" FOREIGN KEY ("gift_product_size_id") REFERENCES "public"."product_sizes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "promotion_targets_by_promotion" ON "promotion_targets" USING btree ("promotion_id");--> statement-breakpoint
CREATE INDEX "promotions_in_force" ON "promotions" USING btree ("status","starts_at");