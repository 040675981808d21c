CREATE TABLE "review_figures" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	"stars_1" integer DEFAULT 0 NOT NULL,
	"stars_2" integer DEFAULT 0 NOT NULL,
	"stars_3" integer DEFAULT 0 NOT NULL,
	"stars_4" integer DEFAULT 0 NOT NULL,
	"stars_5" integer DEFAULT 0 NOT NULL,
	"with_pictures" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "review_figures_counts" CHECK ("review_figures"."count" >= 0 and "review_figures"."stars_1" >= 0 and "review_figures"."stars_2" >= 0 and "review_figures"."stars_3" >= 0 and "review_figures"."stars_4" >= 0 and "review_figures"."stars_5" >= 0 and "review_figures"."with_pictures" between 0 and "review_figures"."count"),
	CONSTRAINT "review_figures_sum" CHECK ("review_figures"."count" = "review_figures"."stars_1" + "review_figures"."stars_2" + "review_figures"."stars_3" + "review_figures"."stars_4" + "review_figures"."stars_5")
);
--> statement-breakpoint
CREATE TABLE "review_images" (
	"review_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"webp" "bytea" NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	CONSTRAINT "review_images_pk" PRIMARY KEY("review_id","position"),
	CONSTRAINT "review_images_position" CHECK ("review_images"."position" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "review_votes" (
	"review_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_votes_pk" PRIMARY KEY("review_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" integer NOT NULL,
	"order_line_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"rating" integer NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reject_reason" text DEFAULT '' NOT NULL,
	"picture_count" integer DEFAULT 0 NOT NULL,
	"helpful_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "reviews_rating" CHECK ("reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_body_length" CHECK (char_length(body) <= 1000),
	CONSTRAINT "reviews_status" CHECK (status in ('pending', 'accepted', 'rejected')),
	CONSTRAINT "reviews_picture_count" CHECK ("reviews"."picture_count" between 0 and 3),
	CONSTRAINT "reviews_helpful" CHECK ("reviews"."helpful_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "comment_reports" (
	"comment_id" uuid NOT NULL,
	"reporter" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comment_reports_comment_id_reporter_pk" PRIMARY KEY("comment_id","reporter")
);
--> statement-breakpoint
CREATE TABLE "comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"article_id" integer NOT NULL,
	"parent_id" uuid,
	"user_id" uuid NOT NULL,
	"text" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"edited_at" timestamp with time zone,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"report_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "comments_status" CHECK ("comments"."status" in ('pending', 'accepted', 'rejected', 'removed')),
	CONSTRAINT "comments_text_length" CHECK (char_length("comments"."text") <= 2000),
	CONSTRAINT "comments_not_own_parent" CHECK ("comments"."parent_id" is null or "comments"."parent_id" <> "comments"."id"),
	CONSTRAINT "comments_report_count" CHECK ("comments"."report_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscribers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"locale" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"confirm_token_hash" text,
	"confirm_expires_at" timestamp with time zone,
	"unsubscribe_token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	CONSTRAINT "newsletter_subscribers_status_check" CHECK ("newsletter_subscribers"."status" in ('pending', 'confirmed', 'unsubscribed'))
);
--> statement-breakpoint
CREATE TABLE "inquiries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"inquiry_no" text NOT NULL,
	"kind" text NOT NULL,
	"subject_type" text,
	"subject_slug" text,
	"subject_title" text DEFAULT '' NOT NULL,
	"quantity" integer,
	"message" text NOT NULL,
	"contact_kind" text NOT NULL,
	"contact" text NOT NULL,
	"user_id" uuid,
	"locale" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"answer" text DEFAULT '' NOT NULL,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inquiries_kind" CHECK (kind in ('quote', 'feedback')),
	CONSTRAINT "inquiries_status_listed" CHECK (status in ('new', 'answered', 'closed')),
	CONSTRAINT "inquiries_subject_type" CHECK ("inquiries"."subject_type" is null or subject_type in ('product', 'page')),
	CONSTRAINT "inquiries_contact_kind" CHECK (contact_kind in ('email', 'mobile')),
	CONSTRAINT "inquiries_quantity" CHECK ("inquiries"."quantity" is null or "inquiries"."quantity" between 1 and 1000000),
	CONSTRAINT "inquiries_locale" CHECK (locale in ('en', 'zh-CN', 'zh-HK'))
);
--> statement-breakpoint
CREATE TABLE "inquiry_images" (
	"inquiry_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"webp" "bytea" NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	CONSTRAINT "inquiry_images_pk" PRIMARY KEY("inquiry_id","position"),
	CONSTRAINT "inquiry_images_position" CHECK ("inquiry_images"."position" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "inquiry_numbers" (
	"day" text PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "review_figures" ADD CONSTRAINT "review_figures_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_images" ADD CONSTRAINT "review_images_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_votes" ADD CONSTRAINT "review_votes_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_votes" ADD CONSTRAINT "review_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_reports" ADD CONSTRAINT "comment_reports_comment_id_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_parent_id_comments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_images" ADD CONSTRAINT "inquiry_images_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_order_line" ON "reviews" USING btree ("order_line_id");--> statement-breakpoint
CREATE INDEX "reviews_user" ON "reviews" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "reviews_pending" ON "reviews" USING btree ("created_at") WHERE "reviews"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "reviews_accepted_newest" ON "reviews" USING btree ("product_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "reviews"."status" = 'accepted';--> statement-breakpoint
CREATE INDEX "reviews_accepted_lowest" ON "reviews" USING btree ("product_id","rating","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "reviews"."status" = 'accepted';--> statement-breakpoint
CREATE INDEX "reviews_accepted_highest" ON "reviews" USING btree ("product_id","rating" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "reviews"."status" = 'accepted';--> statement-breakpoint
CREATE INDEX "reviews_accepted_pictures" ON "reviews" USING btree ("product_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "reviews"."status" = 'accepted' and "reviews"."picture_count" > 0;--> statement-breakpoint
CREATE INDEX "comments_thread" ON "comments" USING btree ("article_id","parent_id","created_at");--> statement-breakpoint
CREATE INDEX "comments_parent" ON "comments" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "comments_author" ON "comments" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "comments_moderation" ON "comments" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "comments_reported" ON "comments" USING btree ("report_count") WHERE "comments"."report_count" > 0;--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscribers_email_key" ON "newsletter_subscribers" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscribers_confirm_token_key" ON "newsletter_subscribers" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscribers_unsubscribe_token_key" ON "newsletter_subscribers" USING btree ("unsubscribe_token_hash");--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_status_idx" ON "newsletter_subscribers" USING btree ("status","confirmed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "inquiries_inquiry_no" ON "inquiries" USING btree ("inquiry_no");--> statement-breakpoint
CREATE INDEX "inquiries_user" ON "inquiries" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "inquiries_status" ON "inquiries" USING btree ("status","created_at");