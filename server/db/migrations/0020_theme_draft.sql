CREATE TABLE "theme_drafts" (
	"theme_id" text PRIMARY KEY NOT NULL,
	"config" jsonb NOT NULL,
	"based_on" text NOT NULL,
	"saved_by" text NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "themes" ADD COLUMN "updated_by" text;--> statement-breakpoint
ALTER TABLE "theme_drafts" ADD CONSTRAINT "theme_drafts_theme_id_themes_id_fk" FOREIGN KEY ("theme_id") REFERENCES "public"."themes"("id") ON DELETE cascade ON UPDATE no action;