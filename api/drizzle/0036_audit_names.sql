-- The audit log names who acted (staff, a shopper, the payment gateway, the courier, the shop's own jobs) and the record.
ALTER TABLE "audit_log" ADD COLUMN "actor_kind" text DEFAULT 'staff' NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "actor_name" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "entity_label" text;--> statement-breakpoint
UPDATE "audit_log" SET "actor_kind" = 'system' WHERE "staff_id" IS NULL AND "staff_email" IS NULL;--> statement-breakpoint
CREATE INDEX "audit_log_actor_kind_at_index" ON "audit_log" USING btree ("actor_kind","at");
