ALTER TABLE "orders" ADD COLUMN "payment_expired_at" timestamp with time zone;
