ALTER TABLE "pages" ADD COLUMN "clean_html" jsonb;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "clean_html" jsonb;--> statement-breakpoint
ALTER TABLE "product_translations" ADD COLUMN "clean_html" jsonb;