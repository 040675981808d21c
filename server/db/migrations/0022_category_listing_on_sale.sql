DROP INDEX "products_category_featured";--> statement-breakpoint
DROP INDEX "products_category_price";--> statement-breakpoint
DROP INDEX "products_category_published";--> statement-breakpoint
CREATE INDEX "products_category_featured" ON "products" USING btree ("category_id","featured_rank","id") WHERE "products"."status" = 'active';--> statement-breakpoint
CREATE INDEX "products_category_price" ON "products" USING btree ("category_id","price_cents","id") WHERE "products"."status" = 'active';--> statement-breakpoint
CREATE INDEX "products_category_published" ON "products" USING btree ("category_id","published_at","id") WHERE "products"."status" = 'active';