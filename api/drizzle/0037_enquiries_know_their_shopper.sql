ALTER TABLE "inquiries" ADD COLUMN "customer_id" text;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inquiries_customer_id_created_at_index" ON "inquiries" USING btree ("customer_id","created_at");
