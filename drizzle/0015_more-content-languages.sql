-- Content in three languages, continued (issue 20): FAQ (problems), downloads, trial versions, documents and licence
-- components (productions) get the `translations` column of 0014 (domain/content-language.ts); not searched.
ALTER TABLE "documents" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "downloads" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "problems" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "productions" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "trial_versions" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;