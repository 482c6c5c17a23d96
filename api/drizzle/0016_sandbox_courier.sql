CREATE TABLE "sandbox_courier_shipments" (
	"shipment_id" text PRIMARY KEY NOT NULL,
	"courier_order_id" text NOT NULL,
	"channel_order_id" text NOT NULL,
	"kind" text NOT NULL,
	"awb" text,
	"status" text NOT NULL,
	"status_id" integer NOT NULL,
	"details" jsonb NOT NULL,
	"pickup_scheduled_at" timestamp with time zone,
	"scans" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"moved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_courier_shipments_courier_order_id_unique" UNIQUE("courier_order_id"),
	CONSTRAINT "sandbox_courier_shipments_awb_unique" UNIQUE("awb")
);
--> statement-breakpoint
CREATE INDEX "sandbox_courier_shipments_status_id_moved_at_index" ON "sandbox_courier_shipments" USING btree ("status_id","moved_at");