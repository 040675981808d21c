CREATE INDEX "products_featured" ON "products" USING btree ("featured_rank","id");--> statement-breakpoint
CREATE INDEX "products_price" ON "products" USING btree ("price_cents","id");--> statement-breakpoint
CREATE INDEX "products_published" ON "products" USING btree ("published_at","id");