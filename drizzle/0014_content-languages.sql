-- Content in three languages (issue 20): content rows keep zh-CN in their columns and en / zh-TW in `translations`
-- (domain/content-language.ts); company_texts holds the About-us texts. Site search reads the request's language:
-- content_text() is a row's text in a language (zh-CN when untranslated), and one GIN index per translated language
-- holds the same documents as 0011_search.sql's in that language (server/modules/search/search-data.ts repeats them).
CREATE TABLE "company_texts" (
	"key" text PRIMARY KEY NOT NULL,
	"content" text NOT NULL,
	"sortcode" integer DEFAULT 0 NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "company_messages" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_info" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "product_details" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "product_functions" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "support_essays" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "support_modules" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "update_notes" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "vip_appreciation" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "vip_software" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
CREATE FUNCTION content_text(translations jsonb, lang text, field text, base text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(nullif(translations -> lang ->> field, ''), base)
$$;
--> statement-breakpoint
CREATE INDEX "products_search_en_idx" ON "products" USING gin (search_document(content_text("translations", 'en', 'name', "name"), coalesce("typename", '') || ' ' || coalesce(content_text("translations", 'en', 'description', "description"), '') || ' ' || coalesce(content_text("translations", 'en', 'slogan', "slogan"), '') || ' ' || coalesce(content_text("translations", 'en', 'intro', "intro"), '')));
--> statement-breakpoint
CREATE INDEX "products_search_zh_tw_idx" ON "products" USING gin (search_document(content_text("translations", 'zh-TW', 'name', "name"), coalesce("typename", '') || ' ' || coalesce(content_text("translations", 'zh-TW', 'description', "description"), '') || ' ' || coalesce(content_text("translations", 'zh-TW', 'slogan', "slogan"), '') || ' ' || coalesce(content_text("translations", 'zh-TW', 'intro', "intro"), '')));
--> statement-breakpoint
CREATE INDEX "support_essays_search_en_idx" ON "support_essays" USING gin (search_document(content_text("translations", 'en', 'title', "title"), coalesce(content_text("translations", 'en', 'description', "description"), '') || ' ' || content_text("translations", 'en', 'content', "content")));
--> statement-breakpoint
CREATE INDEX "support_essays_search_zh_tw_idx" ON "support_essays" USING gin (search_document(content_text("translations", 'zh-TW', 'title', "title"), coalesce(content_text("translations", 'zh-TW', 'description', "description"), '') || ' ' || content_text("translations", 'zh-TW', 'content', "content")));
