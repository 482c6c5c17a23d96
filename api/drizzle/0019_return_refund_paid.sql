ALTER TABLE "order_returns" ADD COLUMN "refund_paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_returns" ADD COLUMN "refund_reference" text;