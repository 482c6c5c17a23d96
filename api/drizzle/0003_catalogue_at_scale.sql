ALTER TABLE "product_categories" ADD COLUMN "product_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "product_sub_categories" ADD COLUMN "product_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "product_categories_listing" ON "product_categories" USING btree ("category_id","position","product_id") WHERE "product_categories"."product_active";--> statement-breakpoint
CREATE INDEX "product_colors_by_color" ON "product_colors" USING btree ("color_id","product_id");--> statement-breakpoint
CREATE INDEX "product_sizes_by_size" ON "product_sizes" USING btree ("size_id","product_id");--> statement-breakpoint
CREATE INDEX "product_sub_categories_listing" ON "product_sub_categories" USING btree ("sub_category_id","product_id") WHERE "product_sub_categories"."product_active";--> statement-breakpoint
CREATE INDEX "products_active_id" ON "products" USING btree ("id") WHERE "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_active_newest" ON "products" USING btree ("created_at" DESC NULLS FIRST,"id") WHERE "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_active_bestsellers" ON "products" USING btree ("sold_count" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id") WHERE "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_active_price" ON "products" USING btree ("selling_price_paise","id") WHERE "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_active_price_desc" ON "products" USING btree ("selling_price_paise" DESC NULLS FIRST,"id") WHERE "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_active_name" ON "products" USING btree (lower("name"),"id") WHERE "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_active_name_desc" ON "products" USING btree (lower("name") DESC,"id") WHERE "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_active_discount" ON "products" USING btree (("selling_price_paise"::float8 / "mrp_paise"),"created_at" DESC NULLS FIRST,"id") WHERE "products"."is_active";--> statement-breakpoint
-- product_active mirrors products.is_active on a product's category and sub-category rows, so a
-- listing counts, skips to page 1,000 and pages through a category from one index alone.
UPDATE "product_categories" SET "product_active" = p."is_active" FROM "products" p WHERE p."id" = "product_categories"."product_id" AND NOT p."is_active";--> statement-breakpoint
UPDATE "product_sub_categories" SET "product_active" = p."is_active" FROM "products" p WHERE p."id" = "product_sub_categories"."product_id" AND NOT p."is_active";--> statement-breakpoint
CREATE FUNCTION "copy_product_active_to_memberships"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "product_categories" SET "product_active" = NEW."is_active" WHERE "product_id" = NEW."id";
  UPDATE "product_sub_categories" SET "product_active" = NEW."is_active" WHERE "product_id" = NEW."id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_active_to_memberships" AFTER UPDATE OF "is_active" ON "products"
  FOR EACH ROW WHEN (OLD."is_active" IS DISTINCT FROM NEW."is_active")
  EXECUTE FUNCTION "copy_product_active_to_memberships"();--> statement-breakpoint
CREATE FUNCTION "read_product_active"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."product_active" := coalesce((SELECT "is_active" FROM "products" WHERE "id" = NEW."product_id"), true);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "product_categories_read_active" BEFORE INSERT OR UPDATE OF "product_id" ON "product_categories"
  FOR EACH ROW EXECUTE FUNCTION "read_product_active"();--> statement-breakpoint
CREATE TRIGGER "product_sub_categories_read_active" BEFORE INSERT OR UPDATE OF "product_id" ON "product_sub_categories"
  FOR EACH ROW EXECUTE FUNCTION "read_product_active"();
