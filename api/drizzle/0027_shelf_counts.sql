CREATE TABLE "shelf_counts" (
	"shelf" text NOT NULL,
	"shelf_id" text NOT NULL,
	"active_products" integer NOT NULL,
	CONSTRAINT "shelf_counts_shelf_shelf_id_pk" PRIMARY KEY("shelf","shelf_id")
);
-- The counts are kept by the membership tables' own statements (bulk loads included), as product_search is.
--> statement-breakpoint
CREATE FUNCTION "count_category_shelves"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Rows are counted in shelf order, so two writers lock the counters in the same order.
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "shelf_counts" ("shelf", "shelf_id", "active_products")
      SELECT 'category', "category_id", sum("delta") FROM (SELECT "category_id", 1 AS "delta" FROM "new_rows" WHERE "product_active") AS "d" GROUP BY "category_id" HAVING sum("delta") <> 0 ORDER BY "category_id"
      ON CONFLICT ("shelf", "shelf_id") DO UPDATE SET "active_products" = "shelf_counts"."active_products" + excluded."active_products";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "shelf_counts" ("shelf", "shelf_id", "active_products")
      SELECT 'category', "category_id", sum("delta") FROM (SELECT "category_id", -1 AS "delta" FROM "old_rows" WHERE "product_active") AS "d" GROUP BY "category_id" HAVING sum("delta") <> 0 ORDER BY "category_id"
      ON CONFLICT ("shelf", "shelf_id") DO UPDATE SET "active_products" = "shelf_counts"."active_products" + excluded."active_products";
  ELSE
    INSERT INTO "shelf_counts" ("shelf", "shelf_id", "active_products")
      SELECT 'category', "category_id", sum("delta") FROM (SELECT "category_id", 1 AS "delta" FROM "new_rows" WHERE "product_active" UNION ALL SELECT "category_id", -1 AS "delta" FROM "old_rows" WHERE "product_active") AS "d" GROUP BY "category_id" HAVING sum("delta") <> 0 ORDER BY "category_id"
      ON CONFLICT ("shelf", "shelf_id") DO UPDATE SET "active_products" = "shelf_counts"."active_products" + excluded."active_products";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "product_categories_count_on_insert" AFTER INSERT ON "product_categories" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_category_shelves"();--> statement-breakpoint
CREATE TRIGGER "product_categories_count_on_update" AFTER UPDATE ON "product_categories" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_category_shelves"();--> statement-breakpoint
CREATE TRIGGER "product_categories_count_on_delete" AFTER DELETE ON "product_categories" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_category_shelves"();--> statement-breakpoint
CREATE FUNCTION "forget_category_shelves"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "shelf_counts" WHERE "shelf" = 'category';
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "product_categories_count_on_truncate" AFTER TRUNCATE ON "product_categories"
  FOR EACH STATEMENT EXECUTE FUNCTION "forget_category_shelves"();--> statement-breakpoint
INSERT INTO "shelf_counts" ("shelf", "shelf_id", "active_products")
  SELECT 'category', "category_id", count(*) FROM "product_categories" WHERE "product_active" GROUP BY "category_id";
--> statement-breakpoint
CREATE FUNCTION "count_sub_category_shelves"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Rows are counted in shelf order, so two writers lock the counters in the same order.
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "shelf_counts" ("shelf", "shelf_id", "active_products")
      SELECT 'sub_category', "sub_category_id", sum("delta") FROM (SELECT "sub_category_id", 1 AS "delta" FROM "new_rows" WHERE "product_active") AS "d" GROUP BY "sub_category_id" HAVING sum("delta") <> 0 ORDER BY "sub_category_id"
      ON CONFLICT ("shelf", "shelf_id") DO UPDATE SET "active_products" = "shelf_counts"."active_products" + excluded."active_products";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "shelf_counts" ("shelf", "shelf_id", "active_products")
      SELECT 'sub_category', "sub_category_id", sum("delta") FROM (SELECT "sub_category_id", -1 AS "delta" FROM "old_rows" WHERE "product_active") AS "d" GROUP BY "sub_category_id" HAVING sum("delta") <> 0 ORDER BY "sub_category_id"
      ON CONFLICT ("shelf", "shelf_id") DO UPDATE SET "active_products" = "shelf_counts"."active_products" + excluded."active_products";
  ELSE
    INSERT INTO "shelf_counts" ("shelf", "shelf_id", "active_products")
      SELECT 'sub_category', "sub_category_id", sum("delta") FROM (SELECT "sub_category_id", 1 AS "delta" FROM "new_rows" WHERE "product_active" UNION ALL SELECT "sub_category_id", -1 AS "delta" FROM "old_rows" WHERE "product_active") AS "d" GROUP BY "sub_category_id" HAVING sum("delta") <> 0 ORDER BY "sub_category_id"
      ON CONFLICT ("shelf", "shelf_id") DO UPDATE SET "active_products" = "shelf_counts"."active_products" + excluded."active_products";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "product_sub_categories_count_on_insert" AFTER INSERT ON "product_sub_categories" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_sub_category_shelves"();--> statement-breakpoint
CREATE TRIGGER "product_sub_categories_count_on_update" AFTER UPDATE ON "product_sub_categories" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_sub_category_shelves"();--> statement-breakpoint
CREATE TRIGGER "product_sub_categories_count_on_delete" AFTER DELETE ON "product_sub_categories" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_sub_category_shelves"();--> statement-breakpoint
CREATE FUNCTION "forget_sub_category_shelves"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "shelf_counts" WHERE "shelf" = 'sub_category';
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "product_sub_categories_count_on_truncate" AFTER TRUNCATE ON "product_sub_categories"
  FOR EACH STATEMENT EXECUTE FUNCTION "forget_sub_category_shelves"();--> statement-breakpoint
INSERT INTO "shelf_counts" ("shelf", "shelf_id", "active_products")
  SELECT 'sub_category', "sub_category_id", count(*) FROM "product_sub_categories" WHERE "product_active" GROUP BY "sub_category_id";
