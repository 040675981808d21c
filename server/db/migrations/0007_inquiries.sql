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
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_images" ADD CONSTRAINT "inquiry_images_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inquiries_inquiry_no" ON "inquiries" USING btree ("inquiry_no");--> statement-breakpoint
CREATE INDEX "inquiries_user" ON "inquiries" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "inquiries_status" ON "inquiries" USING btree ("status","created_at");