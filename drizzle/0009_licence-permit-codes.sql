ALTER TABLE "permit_codes" ADD COLUMN "licenseid" text;--> statement-breakpoint
ALTER TABLE "permit_codes" ADD CONSTRAINT "permit_codes_licenseid_licenses_id_fk" FOREIGN KEY ("licenseid") REFERENCES "public"."licenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "permit_codes_licenseid_uq" ON "permit_codes" USING btree ("licenseid");--> statement-breakpoint
CREATE INDEX "permit_codes_userid_idx" ON "permit_codes" USING btree ("userid","creatortime");