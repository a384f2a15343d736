CREATE SEQUENCE "public"."invoice_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
DROP INDEX "invoices_oriid_uq";--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "invoicenum" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "issuetime" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "voidtime" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "issuing_since" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_oriid_open_uq" ON "invoices" USING btree ("oriId") WHERE "approveStatus" <> 2;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_invoicenum_uq" ON "invoices" USING btree ("invoicenum");--> statement-breakpoint
CREATE INDEX "invoices_pending_idx" ON "invoices" USING btree ("creatortime") WHERE "approveStatus" = 0;