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
ALTER TABLE "review_figures" ADD CONSTRAINT "review_figures_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_images" ADD CONSTRAINT "review_images_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_votes" ADD CONSTRAINT "review_votes_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_votes" ADD CONSTRAINT "review_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_order_line" ON "reviews" USING btree ("order_line_id");--> statement-breakpoint
CREATE INDEX "reviews_user" ON "reviews" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "reviews_pending" ON "reviews" USING btree ("created_at") WHERE "reviews"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "reviews_accepted_newest" ON "reviews" USING btree ("product_id","created_at" DESC NULLS LAST,"id") WHERE "reviews"."status" = 'accepted';--> statement-breakpoint
CREATE INDEX "reviews_accepted_rating" ON "reviews" USING btree ("product_id","rating","created_at" DESC NULLS LAST,"id") WHERE "reviews"."status" = 'accepted';--> statement-breakpoint
CREATE INDEX "reviews_accepted_pictures" ON "reviews" USING btree ("product_id","created_at" DESC NULLS LAST,"id") WHERE "reviews"."status" = 'accepted' and "reviews"."picture_count" > 0;