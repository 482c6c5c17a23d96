ALTER TABLE "pincodes" ALTER COLUMN "delivery_days" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "pincodes" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;