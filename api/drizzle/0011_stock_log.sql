CREATE TABLE "low_stock_alerts" (
	"id" text PRIMARY KEY NOT NULL,
	"sku_kind" text NOT NULL,
	"row_id" text NOT NULL,
	"product_id" text NOT NULL,
	"sku" text NOT NULL,
	"name" text NOT NULL,
	"stock" integer NOT NULL,
	"threshold" integer NOT NULL,
	"crossed_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "stock_changes" (
	"id" text PRIMARY KEY NOT NULL,
	"sku_kind" text NOT NULL,
	"row_id" text NOT NULL,
	"product_id" text NOT NULL,
	"sku" text NOT NULL,
	"before" integer NOT NULL,
	"after" integer NOT NULL,
	"delta" integer NOT NULL,
	"reason" text,
	"source" text NOT NULL,
	"staff_id" text,
	"staff_email" text,
	"order_id" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_colors" ADD COLUMN "low_stock_threshold" integer;--> statement-breakpoint
ALTER TABLE "product_colors" ADD COLUMN "low_stock_alerted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "product_sizes" ADD COLUMN "low_stock_threshold" integer;--> statement-breakpoint
ALTER TABLE "product_sizes" ADD COLUMN "low_stock_alerted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "low_stock_threshold" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "low_stock_alerted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "low_stock_alerts" ADD CONSTRAINT "low_stock_alerts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_changes" ADD CONSTRAINT "stock_changes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_changes" ADD CONSTRAINT "stock_changes_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "low_stock_alerts_pending" ON "low_stock_alerts" USING btree ("crossed_at") WHERE "low_stock_alerts"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "stock_changes_row_id_at_index" ON "stock_changes" USING btree ("row_id","at");--> statement-breakpoint
CREATE INDEX "stock_changes_at_index" ON "stock_changes" USING btree ("at");