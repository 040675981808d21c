ALTER TABLE "product_images" ADD COLUMN "rank" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Pictures were shown by their number until now: each keeps its place.
UPDATE "product_images" SET "rank" = "position";
