CREATE TABLE "payment_duplicates" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"orderid" text NOT NULL,
	"ordernum" text NOT NULL,
	"paymentid" text NOT NULL,
	"out_trade_no" text NOT NULL,
	"channel" text NOT NULL,
	"provider_tradeno" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"refund_state" smallint DEFAULT 0 NOT NULL,
	"refunded_at" timestamp with time zone,
	"creatortime" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "payments_pending_uq";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_duplicates" ADD CONSTRAINT "payment_duplicates_orderid_orders_id_fk" FOREIGN KEY ("orderid") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_duplicates" ADD CONSTRAINT "payment_duplicates_paymentid_payments_id_fk" FOREIGN KEY ("paymentid") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_duplicates_tradeno_uq" ON "payment_duplicates" USING btree ("channel","provider_tradeno");--> statement-breakpoint
CREATE INDEX "payment_duplicates_orderid_idx" ON "payment_duplicates" USING btree ("orderid");--> statement-breakpoint
CREATE INDEX "orders_open_unpaid_idx" ON "orders" USING btree ("userid","creatortime") WHERE "orders"."paymentstate" <> 1 and "orders"."closed_at" is null;--> statement-breakpoint
-- Existing data may hold one pending attempt per channel: keep each order's newest, close (3) the others.
UPDATE "payments" SET "state" = 3 WHERE "state" = 0 AND "id" NOT IN (SELECT DISTINCT ON ("orderid") "id" FROM "payments" WHERE "state" = 0 ORDER BY "orderid", "created_at" DESC, "out_trade_no" DESC);--> statement-breakpoint
CREATE UNIQUE INDEX "payments_pending_uq" ON "payments" USING btree ("orderid") WHERE "payments"."state" = 0;