-- Gift cards and store credit (issue 28): each balance a locked row, every movement a ledger row. Written by hand after drizzle-kit's output.
CREATE TABLE "gift_card_movements" (
	"id" text PRIMARY KEY NOT NULL,
	"gift_card_id" text NOT NULL,
	"kind" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"balance_after_paise" integer NOT NULL,
	"order_id" text,
	"staff_id" text,
	"reason" text,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "gift_card_movements_kind" CHECK ("gift_card_movements"."kind" IN ('ISSUED', 'SPENT', 'GIVEN_BACK', 'EXPIRED', 'ADJUSTED', 'DISABLED')),
	CONSTRAINT "gift_card_movements_balance_non_negative" CHECK ("gift_card_movements"."balance_after_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "gift_cards" (
	"id" text PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"code_last4" text NOT NULL,
	"pin_hash" text NOT NULL,
	"balance_paise" integer NOT NULL,
	"initial_paise" integer NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	"recipient_name" text,
	"recipient_email" text,
	"recipient_mobile" text,
	"message" text,
	"send_at" timestamp with time zone,
	"issued_by_staff_id" text,
	"order_id" text,
	"reason" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_cards_code_hash_unique" UNIQUE("code_hash"),
	CONSTRAINT "gift_cards_balance_non_negative" CHECK ("gift_cards"."balance_paise" >= 0),
	CONSTRAINT "gift_cards_initial_positive" CHECK ("gift_cards"."initial_paise" > 0),
	CONSTRAINT "gift_cards_status" CHECK ("gift_cards"."status" IN ('ACTIVE', 'DISABLED')),
	CONSTRAINT "gift_cards_source" CHECK ("gift_cards"."source" IN ('SOLD', 'ISSUED'))
);
--> statement-breakpoint
CREATE TABLE "store_credit_accounts" (
	"customer_id" text PRIMARY KEY NOT NULL,
	"balance_paise" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "store_credit_accounts_balance_non_negative" CHECK ("store_credit_accounts"."balance_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "store_credit_movements" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"kind" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"balance_after_paise" integer NOT NULL,
	"order_id" text,
	"return_id" text,
	"staff_id" text,
	"reason" text,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "store_credit_movements_kind" CHECK ("store_credit_movements"."kind" IN ('GOODWILL', 'REFUND', 'SPENT', 'GIVEN_BACK', 'EXPIRED', 'ADJUSTED')),
	CONSTRAINT "store_credit_movements_balance_non_negative" CHECK ("store_credit_movements"."balance_after_paise" >= 0)
);
--> statement-breakpoint
ALTER TABLE "gift_card_movements" ADD CONSTRAINT "gift_card_movements_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_movements" ADD CONSTRAINT "gift_card_movements_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_movements" ADD CONSTRAINT "gift_card_movements_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_issued_by_staff_id_staff_id_fk" FOREIGN KEY ("issued_by_staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_credit_accounts" ADD CONSTRAINT "store_credit_accounts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_credit_movements" ADD CONSTRAINT "store_credit_movements_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_credit_movements" ADD CONSTRAINT "store_credit_movements_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_credit_movements" ADD CONSTRAINT "store_credit_movements_return_id_order_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."order_returns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_credit_movements" ADD CONSTRAINT "store_credit_movements_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gift_card_movements_gift_card_id_at_index" ON "gift_card_movements" USING btree ("gift_card_id","at");--> statement-breakpoint
CREATE INDEX "gift_card_movements_order_id_index" ON "gift_card_movements" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "gift_cards_code_last4_index" ON "gift_cards" USING btree ("code_last4");--> statement-breakpoint
CREATE INDEX "gift_cards_created_at_index" ON "gift_cards" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "store_credit_movements_customer_id_at_index" ON "store_credit_movements" USING btree ("customer_id","at");--> statement-breakpoint
CREATE INDEX "store_credit_movements_order_id_index" ON "store_credit_movements" USING btree ("order_id");