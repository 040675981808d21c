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
ALTER TABLE "comment_reports" ADD CONSTRAINT "comment_reports_comment_id_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_parent_id_comments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comments_thread" ON "comments" USING btree ("article_id","parent_id","created_at");--> statement-breakpoint
CREATE INDEX "comments_parent" ON "comments" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "comments_author" ON "comments" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "comments_moderation" ON "comments" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "comments_reported" ON "comments" USING btree ("report_count") WHERE "comments"."report_count" > 0;