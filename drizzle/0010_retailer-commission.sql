ALTER TABLE "retail_levels" ADD COLUMN "commissionrate" numeric(5, 4) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "retailers" ADD COLUMN "parentid" text;--> statement-breakpoint
ALTER TABLE "retailers" ADD CONSTRAINT "retailers_parentid_retailers_id_fk" FOREIGN KEY ("parentid") REFERENCES "public"."retailers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retailers" DROP COLUMN "commission";--> statement-breakpoint
ALTER TABLE "retailers" DROP COLUMN "retailnum";--> statement-breakpoint
ALTER TABLE "retailers" DROP COLUMN "totalcount";--> statement-breakpoint
-- Databases seeded before this migration get the levels' commission rates of server/db/seed-data/accounts.ts.
UPDATE "retail_levels" SET "commissionrate" = '0.1500' WHERE "id" = 'level-1';--> statement-breakpoint
UPDATE "retail_levels" SET "commissionrate" = '0.1000' WHERE "id" = 'level-2';--> statement-breakpoint
UPDATE "retail_levels" SET "commissionrate" = '0.0500' WHERE "id" = 'level-3';
