-- Content in three languages, continued: the forum modules (title, description) and the reseller levels (name) get
-- the `translations` column of 0014 (domain/content-language.ts); existing rows are filled from the seeded
-- translations at the next start (fillMissingTranslations).
ALTER TABLE "forum_modules" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "retail_levels" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;