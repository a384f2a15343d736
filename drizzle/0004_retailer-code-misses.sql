CREATE TABLE "retailer_code_misses" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"userid" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "retailer_code_misses_user_idx" ON "retailer_code_misses" USING btree ("userid","created_at");