ALTER TABLE "coupons" ADD COLUMN "minimum_order_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "usage_limit" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "usage_limit_per_customer" integer;--> statement-breakpoint
CREATE INDEX "orders_coupon_code_index" ON "orders" USING btree ("coupon_code") WHERE "orders"."coupon_code" is not null;