CREATE INDEX "products_active_id_slug" ON "products" USING btree ("id","slug") WHERE "products"."is_active";--> statement-breakpoint
DROP INDEX "products_active_id";
