CREATE TABLE "search_rankings" (
	"query" text PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL,
	"product_ids" text[] NOT NULL,
	"total" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_rankings_version" (
	"only_row" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint NOT NULL,
	CONSTRAINT "search_rankings_version_one_row" CHECK ("search_rankings_version"."only_row")
);
--> statement-breakpoint
INSERT INTO "search_rankings_version" ("only_row", "version") VALUES (true, 1);
--> statement-breakpoint
-- A ranking read before a change commits is stored with the version it read, so it is never
-- served after the change; the stored ones are dropped at once to keep the table small.
CREATE FUNCTION "forget_search_rankings"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The product triggers refresh documents on every product update (stock with each order),
  -- mostly changing no row: only a statement that changed a document counts.
  IF TG_OP = 'DELETE' THEN
    IF NOT EXISTS (SELECT 1 FROM "old_rows") THEN RETURN NULL; END IF;
  ELSIF TG_OP IN ('INSERT', 'UPDATE') THEN
    IF NOT EXISTS (SELECT 1 FROM "new_rows") THEN RETURN NULL; END IF;
  END IF;
  UPDATE "search_rankings_version" SET "version" = "version" + 1;
  DELETE FROM "search_rankings";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "search_rankings_on_insert" AFTER INSERT ON "product_search" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "forget_search_rankings"();--> statement-breakpoint
CREATE TRIGGER "search_rankings_on_update" AFTER UPDATE ON "product_search" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "forget_search_rankings"();--> statement-breakpoint
CREATE TRIGGER "search_rankings_on_delete" AFTER DELETE ON "product_search" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "forget_search_rankings"();--> statement-breakpoint
CREATE TRIGGER "search_rankings_on_truncate" AFTER TRUNCATE ON "product_search"
  FOR EACH STATEMENT EXECUTE FUNCTION "forget_search_rankings"();
