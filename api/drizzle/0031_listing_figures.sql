CREATE TABLE "listing_figures" (
	"key" text PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL,
	"ids" text[] DEFAULT '{}' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_version" (
	"only_row" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint NOT NULL,
	CONSTRAINT "listing_version_one_row" CHECK ("listing_version"."only_row")
);
--> statement-breakpoint
INSERT INTO "listing_version" ("only_row", "version") VALUES (true, 1);
--> statement-breakpoint
-- A figure read before a change commits is stored with the version it read, so it is never
-- served after the change; the stored ones are dropped at once to keep the table small.
-- Most statements on these tables change nothing a listing reads (the product triggers refresh
-- search documents, and checkout moves stock, with every order): only a row that changed counts,
-- for an update in the columns given as the trigger's arguments (any column when none are given).
CREATE FUNCTION "forget_listing_figures"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "changed" boolean;
  "columns" text;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    "changed" := true;
  ELSIF TG_OP = 'DELETE' THEN
    "changed" := EXISTS (SELECT 1 FROM "old_rows");
  ELSIF TG_OP = 'INSERT' OR TG_NARGS = 0 THEN
    "changed" := EXISTS (SELECT 1 FROM "new_rows");
  ELSE
    SELECT string_agg(quote_ident("name"), ', ') INTO "columns" FROM unnest(TG_ARGV) AS "name";
    EXECUTE format('SELECT EXISTS (SELECT %1$s FROM "new_rows" EXCEPT ALL SELECT %1$s FROM "old_rows")', "columns") INTO "changed";
  END IF;
  IF "changed" THEN
    UPDATE "listing_version" SET "version" = "version" + 1;
    DELETE FROM "listing_figures";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "product_search_listing_on_insert" AFTER INSERT ON "product_search" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "forget_listing_figures"();
--> statement-breakpoint
CREATE TRIGGER "product_search_listing_on_update" AFTER UPDATE ON "product_search" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "forget_listing_figures"();
--> statement-breakpoint
CREATE TRIGGER "product_search_listing_on_delete" AFTER DELETE ON "product_search" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "forget_listing_figures"();
--> statement-breakpoint
CREATE TRIGGER "product_search_listing_on_truncate" AFTER TRUNCATE ON "product_search"
  FOR EACH STATEMENT EXECUTE FUNCTION "forget_listing_figures"();
--> statement-breakpoint
CREATE TRIGGER "products_listing_on_insert" AFTER INSERT ON "products" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "forget_listing_figures"();
--> statement-breakpoint
CREATE TRIGGER "products_listing_on_update" AFTER UPDATE ON "products" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "forget_listing_figures"('is_active', 'selling_price_paise', 'mrp_paise');
--> statement-breakpoint
CREATE TRIGGER "products_listing_on_delete" AFTER DELETE ON "products" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "forget_listing_figures"();
--> statement-breakpoint
CREATE TRIGGER "products_listing_on_truncate" AFTER TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION "forget_listing_figures"();
--> statement-breakpoint
CREATE TRIGGER "product_colors_listing_on_insert" AFTER INSERT ON "product_colors" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "forget_listing_figures"();
--> statement-breakpoint
CREATE TRIGGER "product_colors_listing_on_update" AFTER UPDATE ON "product_colors" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "forget_listing_figures"('product_id', 'color_id', 'selling_price_paise');
--> statement-breakpoint
CREATE TRIGGER "product_colors_listing_on_delete" AFTER DELETE ON "product_colors" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "forget_listing_figures"();
--> statement-breakpoint
CREATE TRIGGER "product_colors_listing_on_truncate" AFTER TRUNCATE ON "product_colors"
  FOR EACH STATEMENT EXECUTE FUNCTION "forget_listing_figures"();
--> statement-breakpoint
CREATE TRIGGER "product_sizes_listing_on_insert" AFTER INSERT ON "product_sizes" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "forget_listing_figures"();
--> statement-breakpoint
CREATE TRIGGER "product_sizes_listing_on_update" AFTER UPDATE ON "product_sizes" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "forget_listing_figures"('product_id', 'size_id', 'selling_price_paise');
--> statement-breakpoint
CREATE TRIGGER "product_sizes_listing_on_delete" AFTER DELETE ON "product_sizes" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "forget_listing_figures"();
--> statement-breakpoint
CREATE TRIGGER "product_sizes_listing_on_truncate" AFTER TRUNCATE ON "product_sizes"
  FOR EACH STATEMENT EXECUTE FUNCTION "forget_listing_figures"();
--> statement-breakpoint
CREATE TRIGGER "product_categories_listing_on_insert" AFTER INSERT ON "product_categories" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "forget_listing_figures"();
--> statement-breakpoint
CREATE TRIGGER "product_categories_listing_on_update" AFTER UPDATE ON "product_categories" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "forget_listing_figures"('product_id', 'category_id', 'product_active');
--> statement-breakpoint
CREATE TRIGGER "product_categories_listing_on_delete" AFTER DELETE ON "product_categories" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "forget_listing_figures"();
--> statement-breakpoint
CREATE TRIGGER "product_categories_listing_on_truncate" AFTER TRUNCATE ON "product_categories"
  FOR EACH STATEMENT EXECUTE FUNCTION "forget_listing_figures"();
--> statement-breakpoint
CREATE TRIGGER "product_sub_categories_listing_on_insert" AFTER INSERT ON "product_sub_categories" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "forget_listing_figures"();
--> statement-breakpoint
CREATE TRIGGER "product_sub_categories_listing_on_update" AFTER UPDATE ON "product_sub_categories" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "forget_listing_figures"('product_id', 'sub_category_id', 'product_active');
--> statement-breakpoint
CREATE TRIGGER "product_sub_categories_listing_on_delete" AFTER DELETE ON "product_sub_categories" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "forget_listing_figures"();
--> statement-breakpoint
CREATE TRIGGER "product_sub_categories_listing_on_truncate" AFTER TRUNCATE ON "product_sub_categories"
  FOR EACH STATEMENT EXECUTE FUNCTION "forget_listing_figures"();
--> statement-breakpoint
CREATE TRIGGER "colors_listing_on_update" AFTER UPDATE ON "colors" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "forget_listing_figures"('id', 'slug');
--> statement-breakpoint
CREATE TRIGGER "sizes_listing_on_update" AFTER UPDATE ON "sizes" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "forget_listing_figures"('id', 'slug');
