CREATE INDEX "product_search_featured" ON "product_search" USING btree ("locale","featured_rank","product_id");--> statement-breakpoint
CREATE INDEX "product_search_price" ON "product_search" USING btree ("locale","price_cents","product_id");--> statement-breakpoint
CREATE INDEX "product_search_published" ON "product_search" USING btree ("locale","published_at","product_id");