ALTER TABLE "order_returns" ADD COLUMN "pickup_courier_order_id" text;--> statement-breakpoint
ALTER TABLE "order_returns" ADD COLUMN "pickup_shipment_id" text;--> statement-breakpoint
ALTER TABLE "order_returns" ADD COLUMN "pickup_awb" text;--> statement-breakpoint
ALTER TABLE "order_returns" ADD COLUMN "pickup_courier_name" text;--> statement-breakpoint
ALTER TABLE "order_returns" ADD COLUMN "pickup_tracking_url" text;--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_pickup_awb_unique" UNIQUE("pickup_awb");