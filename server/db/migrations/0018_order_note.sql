ALTER TABLE "orders" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "note_by" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "note_at" timestamp with time zone;