DROP INDEX "product_search_featured";--> statement-breakpoint
DROP INDEX "product_search_price";--> statement-breakpoint
DROP INDEX "product_search_published";