CREATE TABLE "invoice_orders" (
	"orderid" text PRIMARY KEY NOT NULL,
	"invoiceid" text NOT NULL,
	"creatortime" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "idempotency_hash" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "out_trade_no" text NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_orders" ADD CONSTRAINT "invoice_orders_orderid_orders_id_fk" FOREIGN KEY ("orderid") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_orders" ADD CONSTRAINT "invoice_orders_invoiceid_invoices_id_fk" FOREIGN KEY ("invoiceid") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_orders_invoiceid_idx" ON "invoice_orders" USING btree ("invoiceid");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_out_trade_no_uq" ON "payments" USING btree ("out_trade_no");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_pending_uq" ON "payments" USING btree ("orderid","provider") WHERE "payments"."state" = 0;