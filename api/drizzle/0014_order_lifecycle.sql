ALTER TYPE "public"."order_status" ADD VALUE 'PACKED' BEFORE 'SHIPPED';--> statement-breakpoint
ALTER TYPE "public"."order_status" ADD VALUE 'OUT_FOR_DELIVERY' BEFORE 'DELIVERED';--> statement-breakpoint
ALTER TYPE "public"."order_status" ADD VALUE 'RETURN_REQUESTED';--> statement-breakpoint
ALTER TYPE "public"."order_status" ADD VALUE 'RETURN_APPROVED';--> statement-breakpoint
ALTER TYPE "public"."order_status" ADD VALUE 'RETURN_REJECTED';--> statement-breakpoint
ALTER TYPE "public"."order_status" ADD VALUE 'RETURNED';--> statement-breakpoint
ALTER TYPE "public"."payment_status" ADD VALUE 'REFUNDED';--> statement-breakpoint
ALTER TYPE "public"."payment_status" ADD VALUE 'REFUND_FAILED';--> statement-breakpoint
ALTER TYPE "public"."payment_status" ADD VALUE 'PARTIALLY_REFUNDED';--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" serial NOT NULL,
	"order_id" text NOT NULL,
	"kind" text NOT NULL,
	"from_status" "order_status",
	"to_status" "order_status",
	"note" text DEFAULT '' NOT NULL,
	"actor_type" text NOT NULL,
	"staff_id" text,
	"actor_name" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "awb" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "courier_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_url" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order_id_at_index" ON "order_events" USING btree ("order_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_awb_unique" ON "orders" USING btree ("awb") WHERE "orders"."awb" is not null;--> statement-breakpoint
-- Orders placed before the timeline existed get its first entry (how they were placed) and, when
-- they have moved since, one for where they stand now. Only the statuses that already existed
-- are written: a value added to an enum above cannot be used in the same transaction.
INSERT INTO "order_events" ("id", "order_id", "kind", "from_status", "to_status", "actor_type", "actor_name", "at")
SELECT substr(md5(random()::text || "id"), 1, 24), "id", 'status', NULL,
  CASE WHEN "payment_method" = 'Prepaid' THEN 'PAYMENT_PENDING'::"order_status" ELSE 'ORDERPLACED'::"order_status" END,
  'customer', '', "created_at"
FROM "orders";--> statement-breakpoint
INSERT INTO "order_events" ("id", "order_id", "kind", "from_status", "to_status", "note", "actor_type", "actor_name", "at")
SELECT substr(md5(random()::text || "id" || 'now'), 1, 24), "id", 'status',
  CASE WHEN "payment_method" = 'Prepaid' THEN 'PAYMENT_PENDING'::"order_status" ELSE 'ORDERPLACED'::"order_status" END,
  "order_status", 'Recorded before the order timeline existed', 'system', '',
  coalesce("cancelled_at", "paid_at", "created_at")
FROM "orders"
WHERE "order_status" <> CASE WHEN "payment_method" = 'Prepaid' THEN 'PAYMENT_PENDING'::"order_status" ELSE 'ORDERPLACED'::"order_status" END;
