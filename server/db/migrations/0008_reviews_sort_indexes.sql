DROP INDEX "reviews_accepted_rating";--> statement-breakpoint
DROP INDEX "reviews_accepted_newest";--> statement-breakpoint
DROP INDEX "reviews_accepted_pictures";--> statement-breakpoint
CREATE INDEX "reviews_accepted_lowest" ON "reviews" USING btree ("product_id","rating","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "reviews"."status" = 'accepted';--> statement-breakpoint
CREATE INDEX "reviews_accepted_highest" ON "reviews" USING btree ("product_id","rating" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "reviews"."status" = 'accepted';--> statement-breakpoint
CREATE INDEX "reviews_accepted_newest" ON "reviews" USING btree ("product_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "reviews"."status" = 'accepted';--> statement-breakpoint
CREATE INDEX "reviews_accepted_pictures" ON "reviews" USING btree ("product_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "reviews"."status" = 'accepted' and "reviews"."picture_count" > 0;