CREATE TABLE "product_slugs" (
	"slug" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_colors" ADD COLUMN "sku" text;--> statement-breakpoint
ALTER TABLE "product_sizes" ADD COLUMN "sku" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hsn_code" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "gst_rate" integer;--> statement-breakpoint
ALTER TABLE "product_slugs" ADD CONSTRAINT "product_slugs_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_slugs_product_id_index" ON "product_slugs" USING btree ("product_id");--> statement-breakpoint
ALTER TABLE "product_colors" ADD CONSTRAINT "product_colors_sku_unique" UNIQUE("sku");--> statement-breakpoint
ALTER TABLE "product_sizes" ADD CONSTRAINT "product_sizes_sku_unique" UNIQUE("sku");--> statement-breakpoint
-- Variants sold before they had skus of their own get one made from the product's, colour's and size's.
UPDATE "product_colors" pc SET "sku" = upper(p."sku" || '-' || c."slug") FROM "products" p, "colors" c WHERE p."id" = pc."product_id" AND c."id" = pc."color_id" AND p."product_type" = 'PRODUCT_WITH_COLOR';--> statement-breakpoint
UPDATE "product_sizes" ps SET "sku" = upper(p."sku" || coalesce('-' || (SELECT c."slug" FROM "product_colors" pc JOIN "colors" c ON c."id" = pc."color_id" WHERE pc."id" = ps."product_color_id"), '') || '-' || s."slug") FROM "products" p, "sizes" s WHERE p."id" = ps."product_id" AND s."id" = ps."size_id";
