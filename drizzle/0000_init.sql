CREATE TABLE "annex_files" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"name" text NOT NULL,
	"mimetype" text,
	"path" text,
	"content" text,
	"size" integer,
	"creatoruserid" text,
	"creatortime" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_tokens" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"token_hash" text NOT NULL,
	"subject_id" text NOT NULL,
	"subject_kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"userid" text NOT NULL,
	"username" text,
	"productid" text NOT NULL,
	"producttype" text,
	"productname" text,
	"number" integer DEFAULT 1 NOT NULL,
	"duration" integer DEFAULT 1 NOT NULL,
	"durationunion" text NOT NULL,
	"creatortime" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certificates" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"title" text NOT NULL,
	"img" text NOT NULL,
	"sortcode" integer DEFAULT 0 NOT NULL,
	"creatortime" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_messages" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"title" text NOT NULL,
	"content" text,
	"description" text,
	"img" text,
	"sortcode" integer DEFAULT 0 NOT NULL,
	"enabledmark" smallint DEFAULT 1 NOT NULL,
	"creatortime" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_info" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"type" text NOT NULL,
	"content" text NOT NULL,
	"sortcode" integer DEFAULT 0 NOT NULL,
	"creatortime" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"contractnum" text NOT NULL,
	"name" text NOT NULL,
	"contractmoney" numeric(14, 2) NOT NULL,
	"starttime" timestamp with time zone,
	"endtime" timestamp with time zone,
	"ordernames" text,
	"orderids" text,
	"contracttype" smallint DEFAULT 0 NOT NULL,
	"moneytype" smallint DEFAULT 0 NOT NULL,
	"purchasername" text,
	"purchasercompany" text,
	"purchaserphonenum" text,
	"purchaseraddress" text,
	"purchaserid" text,
	"socialcreditcode" text,
	"salername" text,
	"salerid" text,
	"contractresponsible" text,
	"contractrelated" text,
	"department" text,
	"contractrange" text,
	"description" text,
	"contractfiles" text,
	"creatoruserid" text,
	"creatortime" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"username" text,
	"phonenum" text NOT NULL,
	"email" text,
	"companyname" text,
	"companysocialcreditcode" text,
	"companytaxation" text,
	"address" text,
	"usertype" text,
	"clientidentity" text,
	"userleval" smallint DEFAULT 0 NOT NULL,
	"vippermission" smallint DEFAULT 0 NOT NULL,
	"bankaccountname" text,
	"bankaccount" text,
	"sortcode" integer,
	"description" text,
	"openid" text,
	"unionid" text,
	"creatortime" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"softwarename" text NOT NULL,
	"softwareexplain" text,
	"versionnumber" text,
	"f" text,
	"moduleid" text,
	"sortcode" integer DEFAULT 0 NOT NULL,
	"creatortime" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "downloads" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"type" smallint DEFAULT 0 NOT NULL,
	"descrh" text,
	"f" text,
	"m" text,
	"descrh4" text,
	"videosrc" text,
	"videoImg" text,
	"content" text,
	"baidudown" text,
	"tiqu" text,
	"sortcode" integer DEFAULT 0 NOT NULL,
	"enabledmark" smallint DEFAULT 1 NOT NULL,
	"creatortime" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"name" text NOT NULL,
	"mobile" text,
	"company" text,
	"feedback" text NOT NULL,
	"file" text,
	"creatoruserid" text,
	"creatortime" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forum_collects" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"userid" text NOT NULL,
	"postid" text NOT NULL,
	"creatortime" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forum_comments" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"postid" text NOT NULL,
	"userid" text NOT NULL,
	"username" text,
	"content" text NOT NULL,
	"likecount" integer DEFAULT 0 NOT NULL,
	"creatortime" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forum_follows" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"userid" text NOT NULL,
	"focususerid" text NOT NULL,
	"creatortime" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forum_likes" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"userid" text NOT NULL,
	"targettype" text NOT NULL,
	"targetid" text NOT NULL,
	"creatortime" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forum_modules" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"biboId" text NOT NULL,
	"forummoduleTitle" text NOT NULL,
	"description" text,
	"fSortcode" integer DEFAULT 0 NOT NULL,
	"fEnabledmark" smallint DEFAULT 1 NOT NULL,
	"creatortime" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forum_posts" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"postTitle" text NOT NULL,
	"postAdmin" text,
	"postAdminid" text NOT NULL,
	"postCreatetime" timestamp with time zone DEFAULT now() NOT NULL,
	"postWatch" integer DEFAULT 0 NOT NULL,
	"postCommentcount" integer DEFAULT 0 NOT NULL,
	"postLikecount" integer DEFAULT 0 NOT NULL,
	"postCollectcount" integer DEFAULT 0 NOT NULL,
	"postBiboid" text NOT NULL,
	"content" text NOT NULL,
	"fEnabledmark" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forum_replies" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"commentid" text NOT NULL,
	"postid" text NOT NULL,
	"userid" text NOT NULL,
	"username" text,
	"replytouserid" text,
	"replytousername" text,
	"content" text NOT NULL,
	"creatortime" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"username" text,
	"userid" text NOT NULL,
	"orderid" text NOT NULL,
	"ordername" text,
	"company" text,
	"ratenumber" text,
	"address" text,
	"phone" text,
	"email" text,
	"banknum" text,
	"status" smallint DEFAULT 0 NOT NULL,
	"approveStatus" smallint DEFAULT 0 NOT NULL,
	"type" smallint DEFAULT 0 NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"amountgross" numeric(14, 2) NOT NULL,
	"taxrate" numeric(6, 4),
	"remark" text,
	"approveRemark" text,
	"content" text,
	"oriId" text,
	"creatoruserid" text,
	"creatortime" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "left_messages" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"name" text,
	"contact" text,
	"description" text,
	"creatoruserid" text,
	"creatorusername" text,
	"creatortime" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "licenses" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"machinecode" text NOT NULL,
	"productid" text NOT NULL,
	"featureid" text,
	"producttype" text,
	"state" smallint DEFAULT 0 NOT NULL,
	"duration" integer,
	"durationunion" text,
	"ordercode" text,
	"orderdetailproductid" text,
	"purchasemethod" text,
	"licensemaker" text,
	"licensemakerid" text,
	"licensetype" text,
	"endtime" timestamp with time zone,
	"filedata" text,
	"modules" text,
	"contactphone" text,
	"contactname" text,
	"companyname" text,
	"guestmes" text,
	"orderuserid" text,
	"orderusername" text,
	"creatoruserid" text,
	"creatortime" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_details" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"orderid" text NOT NULL,
	"ordercode" text NOT NULL,
	"productid" text NOT NULL,
	"productname" text NOT NULL,
	"producttype" text NOT NULL,
	"productcode" text,
	"featureid" text,
	"dogState" smallint DEFAULT 0 NOT NULL,
	"duration" integer NOT NULL,
	"durationunion" text NOT NULL,
	"weekprice" numeric(14, 2),
	"monthprice" numeric(14, 2),
	"seasonprice" numeric(14, 2),
	"halfyearprice" numeric(14, 2),
	"price" numeric(14, 2) NOT NULL,
	"projectprice" numeric(14, 2) NOT NULL,
	"number" integer NOT NULL,
	"licensestate" integer NOT NULL,
	"purchasemethod" text DEFAULT 'online' NOT NULL,
	"creatortime" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"ordernum" text NOT NULL,
	"ordername" text NOT NULL,
	"userid" text NOT NULL,
	"username" text,
	"paymentstate" smallint DEFAULT 0 NOT NULL,
	"paymentamount" numeric(14, 2) NOT NULL,
	"baseamount" numeric(14, 2) NOT NULL,
	"purchasemethod" text DEFAULT 'online' NOT NULL,
	"productiontype" text,
	"tracknum" text,
	"receivername" text,
	"receiverphone" text,
	"receiveraddress" text,
	"receiveremail" text,
	"company" text,
	"ratenumber" text,
	"alipayordernum" text,
	"isinvoice" smallint DEFAULT 0 NOT NULL,
	"invoiceid" text,
	"retailercode" text,
	"retailcount" integer,
	"afterservice" text,
	"invitationcode" text,
	"licensestatus" smallint DEFAULT 0 NOT NULL,
	"idempotency_key" text,
	"qr_issued_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"creatoruserid" text,
	"creatortime" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"orderid" text NOT NULL,
	"ordernum" text NOT NULL,
	"provider" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"qrcode" text,
	"provider_tradeno" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "permit_codes" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"permitcode" text NOT NULL,
	"productid" text,
	"producttype" text,
	"featureid" text,
	"duration" integer,
	"durationunion" text,
	"state" smallint DEFAULT 0 NOT NULL,
	"machinecode" text,
	"userid" text,
	"used_at" timestamp with time zone,
	"creatortime" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "problems" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"sortcode" integer DEFAULT 0 NOT NULL,
	"enabledmark" smallint DEFAULT 1 NOT NULL,
	"creatortime" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_details" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"productid" text NOT NULL,
	"title" text NOT NULL,
	"detail" text,
	"sortcode" integer DEFAULT 0 NOT NULL,
	"creatortime" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_functions" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"productid" text NOT NULL,
	"pointdata" text NOT NULL,
	"pointsubdata" text,
	"functioncontent" text,
	"sortcode" integer DEFAULT 0 NOT NULL,
	"enabledmark" smallint DEFAULT 1 NOT NULL,
	"creatortime" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "productions" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"productid" text,
	"productname" text NOT NULL,
	"producttype" text NOT NULL,
	"featureid" text,
	"modules" text,
	"versionnumber" text,
	"sortcode" integer DEFAULT 0 NOT NULL,
	"enabledmark" smallint DEFAULT 1 NOT NULL,
	"creatortime" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"typename" text NOT NULL,
	"code" text,
	"description" text,
	"slogan" text,
	"intro" text,
	"img" text,
	"pdffile" text,
	"havefree" smallint DEFAULT 0 NOT NULL,
	"freeproductid" text,
	"enabledmark" smallint DEFAULT 1 NOT NULL,
	"saletype" text DEFAULT 'online' NOT NULL,
	"sortcode" integer DEFAULT 0 NOT NULL,
	"profeatureid" text,
	"dogState" smallint DEFAULT 0 NOT NULL,
	"ismonth" smallint DEFAULT 0 NOT NULL,
	"weekprice" numeric(14, 2) DEFAULT '-1' NOT NULL,
	"monthprice" numeric(14, 2) DEFAULT '-1' NOT NULL,
	"seasonprice" numeric(14, 2) DEFAULT '-1' NOT NULL,
	"halfyearprice" numeric(14, 2) DEFAULT '-1' NOT NULL,
	"durationunion" text,
	"duration" integer,
	"count" integer,
	"onemonth" integer,
	"limitduration" integer,
	"creatortime" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "retail_levels" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"levelname" text NOT NULL,
	"sortcode" integer DEFAULT 0 NOT NULL,
	"creatortime" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "retailers" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"retailername" text NOT NULL,
	"companyname" text,
	"phonenumber" text NOT NULL,
	"retailcode" text NOT NULL,
	"retaillevel" text,
	"discount" numeric(5, 4) DEFAULT '1' NOT NULL,
	"productid" text,
	"commission" numeric(14, 2) DEFAULT '0' NOT NULL,
	"retailnum" integer DEFAULT 0 NOT NULL,
	"totalcount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"enabledmark" smallint DEFAULT 1 NOT NULL,
	"creatortime" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_codes" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"phone" text NOT NULL,
	"code_hash" text NOT NULL,
	"purpose" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone,
	"ip" text
);
--> statement-breakpoint
CREATE TABLE "support_essays" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"moduleid" text NOT NULL,
	"description" text,
	"img" text,
	"sortcode" integer DEFAULT 0 NOT NULL,
	"creatortime" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_modules" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"description" text,
	"img" text,
	"sortcode" integer DEFAULT 0 NOT NULL,
	"creatortime" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trial_versions" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"softwarename" text NOT NULL,
	"producttype" text,
	"versionnumber" text,
	"softwareexplain" text,
	"img" text,
	"baidudown" text,
	"tiqu" text,
	"sortcode" integer DEFAULT 0 NOT NULL,
	"creatortime" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "update_notes" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"newestname" text NOT NULL,
	"newestversionnumber" text NOT NULL,
	"newestexplain" text,
	"moduleid" text,
	"sortcode" integer DEFAULT 0 NOT NULL,
	"creatortime" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"descrh4" text NOT NULL,
	"videosrc" text NOT NULL,
	"videoImg" text,
	"ptype" text,
	"menuState" text,
	"fSortcode" integer DEFAULT 0 NOT NULL,
	"fEnabledmark" smallint DEFAULT 1 NOT NULL,
	"creatortime" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vip_appreciation" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"softwarename" text NOT NULL,
	"versionnumber" text,
	"softwareexplain" text,
	"img" text,
	"baidudown" text,
	"tiqu" text,
	"sortcode" integer DEFAULT 0 NOT NULL,
	"creatortime" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vip_software" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"softwarename" text NOT NULL,
	"versionnumber" text,
	"softwareexplain" text,
	"baidudown" text,
	"tiqu" text,
	"sortcode" integer DEFAULT 0 NOT NULL,
	"creatortime" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_userid_customers_id_fk" FOREIGN KEY ("userid") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_productid_products_id_fk" FOREIGN KEY ("productid") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_purchaserid_customers_id_fk" FOREIGN KEY ("purchaserid") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_collects" ADD CONSTRAINT "forum_collects_userid_customers_id_fk" FOREIGN KEY ("userid") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_collects" ADD CONSTRAINT "forum_collects_postid_forum_posts_id_fk" FOREIGN KEY ("postid") REFERENCES "public"."forum_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_comments" ADD CONSTRAINT "forum_comments_postid_forum_posts_id_fk" FOREIGN KEY ("postid") REFERENCES "public"."forum_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_comments" ADD CONSTRAINT "forum_comments_userid_customers_id_fk" FOREIGN KEY ("userid") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_follows" ADD CONSTRAINT "forum_follows_userid_customers_id_fk" FOREIGN KEY ("userid") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_follows" ADD CONSTRAINT "forum_follows_focususerid_customers_id_fk" FOREIGN KEY ("focususerid") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_likes" ADD CONSTRAINT "forum_likes_userid_customers_id_fk" FOREIGN KEY ("userid") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_posts" ADD CONSTRAINT "forum_posts_postAdminid_customers_id_fk" FOREIGN KEY ("postAdminid") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_replies" ADD CONSTRAINT "forum_replies_commentid_forum_comments_id_fk" FOREIGN KEY ("commentid") REFERENCES "public"."forum_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_replies" ADD CONSTRAINT "forum_replies_postid_forum_posts_id_fk" FOREIGN KEY ("postid") REFERENCES "public"."forum_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_replies" ADD CONSTRAINT "forum_replies_userid_customers_id_fk" FOREIGN KEY ("userid") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_userid_customers_id_fk" FOREIGN KEY ("userid") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licenses" ADD CONSTRAINT "licenses_orderuserid_customers_id_fk" FOREIGN KEY ("orderuserid") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_details" ADD CONSTRAINT "order_details_orderid_orders_id_fk" FOREIGN KEY ("orderid") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_details" ADD CONSTRAINT "order_details_productid_products_id_fk" FOREIGN KEY ("productid") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_userid_customers_id_fk" FOREIGN KEY ("userid") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_orderid_orders_id_fk" FOREIGN KEY ("orderid") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_details" ADD CONSTRAINT "product_details_productid_products_id_fk" FOREIGN KEY ("productid") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_functions" ADD CONSTRAINT "product_functions_productid_products_id_fk" FOREIGN KEY ("productid") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "productions" ADD CONSTRAINT "productions_productid_products_id_fk" FOREIGN KEY ("productid") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retailers" ADD CONSTRAINT "retailers_retaillevel_retail_levels_id_fk" FOREIGN KEY ("retaillevel") REFERENCES "public"."retail_levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_essays" ADD CONSTRAINT "support_essays_moduleid_support_modules_id_fk" FOREIGN KEY ("moduleid") REFERENCES "public"."support_modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "auth_tokens_token_hash_uq" ON "auth_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "auth_tokens_subject_idx" ON "auth_tokens" USING btree ("subject_kind","subject_id");--> statement-breakpoint
CREATE INDEX "cart_items_userid_idx" ON "cart_items" USING btree ("userid");--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_contractnum_uq" ON "contracts" USING btree ("contractnum");--> statement-breakpoint
CREATE INDEX "contracts_purchaserid_idx" ON "contracts" USING btree ("purchaserid");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_phonenum_uq" ON "customers" USING btree ("phonenum");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_openid_uq" ON "customers" USING btree ("openid");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_unionid_uq" ON "customers" USING btree ("unionid");--> statement-breakpoint
CREATE UNIQUE INDEX "forum_collects_uq" ON "forum_collects" USING btree ("userid","postid");--> statement-breakpoint
CREATE INDEX "forum_comments_postid_idx" ON "forum_comments" USING btree ("postid");--> statement-breakpoint
CREATE UNIQUE INDEX "forum_follows_uq" ON "forum_follows" USING btree ("userid","focususerid");--> statement-breakpoint
CREATE UNIQUE INDEX "forum_likes_uq" ON "forum_likes" USING btree ("userid","targettype","targetid");--> statement-breakpoint
CREATE UNIQUE INDEX "forum_modules_biboid_uq" ON "forum_modules" USING btree ("biboId");--> statement-breakpoint
CREATE INDEX "forum_posts_biboid_idx" ON "forum_posts" USING btree ("postBiboid","postCreatetime");--> statement-breakpoint
CREATE INDEX "forum_posts_admin_idx" ON "forum_posts" USING btree ("postAdminid");--> statement-breakpoint
CREATE INDEX "forum_replies_commentid_idx" ON "forum_replies" USING btree ("commentid");--> statement-breakpoint
CREATE INDEX "invoices_userid_idx" ON "invoices" USING btree ("userid");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_oriid_uq" ON "invoices" USING btree ("oriId");--> statement-breakpoint
CREATE INDEX "licenses_orderuserid_idx" ON "licenses" USING btree ("orderuserid","state");--> statement-breakpoint
CREATE INDEX "licenses_machinecode_idx" ON "licenses" USING btree ("machinecode");--> statement-breakpoint
CREATE UNIQUE INDEX "licenses_valid_machine_product_uq" ON "licenses" USING btree ("machinecode","productid") WHERE "licenses"."state" = 1;--> statement-breakpoint
CREATE INDEX "order_details_orderid_idx" ON "order_details" USING btree ("orderid");--> statement-breakpoint
CREATE INDEX "order_details_ordercode_idx" ON "order_details" USING btree ("ordercode");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_ordernum_uq" ON "orders" USING btree ("ordernum");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_userid_idempotency_key_uq" ON "orders" USING btree ("userid","idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_userid_idx" ON "orders" USING btree ("userid","paymentstate");--> statement-breakpoint
CREATE INDEX "orders_retailercode_idx" ON "orders" USING btree ("retailercode");--> statement-breakpoint
CREATE INDEX "payments_orderid_idx" ON "payments" USING btree ("orderid");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_tradeno_uq" ON "payments" USING btree ("provider","provider_tradeno");--> statement-breakpoint
CREATE UNIQUE INDEX "permit_codes_permitcode_uq" ON "permit_codes" USING btree ("permitcode");--> statement-breakpoint
CREATE INDEX "product_details_productid_idx" ON "product_details" USING btree ("productid");--> statement-breakpoint
CREATE INDEX "product_functions_productid_idx" ON "product_functions" USING btree ("productid");--> statement-breakpoint
CREATE INDEX "productions_productid_idx" ON "productions" USING btree ("productid");--> statement-breakpoint
CREATE UNIQUE INDEX "products_code_uq" ON "products" USING btree ("code");--> statement-breakpoint
CREATE INDEX "products_type_idx" ON "products" USING btree ("type","saletype","enabledmark");--> statement-breakpoint
CREATE UNIQUE INDEX "retailers_retailcode_uq" ON "retailers" USING btree ("retailcode");--> statement-breakpoint
CREATE UNIQUE INDEX "retailers_phonenumber_uq" ON "retailers" USING btree ("phonenumber");--> statement-breakpoint
CREATE INDEX "sms_codes_phone_idx" ON "sms_codes" USING btree ("phone","purpose","created_at");--> statement-breakpoint
CREATE INDEX "support_essays_moduleid_idx" ON "support_essays" USING btree ("moduleid");