CREATE TABLE "forum_images" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"userid" text NOT NULL,
	"mimetype" text NOT NULL,
	"content" text NOT NULL,
	"size" integer NOT NULL,
	"creatortime" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forum_views" (
	"postid" text NOT NULL,
	"visitor" text NOT NULL,
	"day" text NOT NULL,
	"creatortime" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "forum_comments" ADD COLUMN "edittime" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "forum_posts" ADD COLUMN "postLastactivity" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "forum_posts" ADD COLUMN "postEdittime" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "forum_replies" ADD COLUMN "edittime" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "forum_images" ADD CONSTRAINT "forum_images_userid_customers_id_fk" FOREIGN KEY ("userid") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_views" ADD CONSTRAINT "forum_views_postid_forum_posts_id_fk" FOREIGN KEY ("postid") REFERENCES "public"."forum_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "forum_images_userid_idx" ON "forum_images" USING btree ("userid");--> statement-breakpoint
CREATE UNIQUE INDEX "forum_views_uq" ON "forum_views" USING btree ("postid","visitor","day");--> statement-breakpoint
CREATE INDEX "forum_posts_activity_idx" ON "forum_posts" USING btree ("postBiboid","postLastactivity");--> statement-breakpoint
UPDATE "forum_posts" p SET "postLastactivity" = GREATEST(p."postCreatetime", (SELECT max(c."creatortime") FROM "forum_comments" c WHERE c."postid" = p."id"), (SELECT max(r."creatortime") FROM "forum_replies" r WHERE r."postid" = p."id"));
