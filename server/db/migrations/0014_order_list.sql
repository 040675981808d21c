DROP INDEX "orders_user_placed";--> statement-breakpoint
CREATE INDEX "orders_placed" ON "orders" USING btree ("placed_at","order_no");--> statement-breakpoint
CREATE INDEX "orders_status_placed" ON "orders" USING btree ("status","placed_at","order_no");--> statement-breakpoint
CREATE INDEX "orders_pay_status_placed" ON "orders" USING btree ("pay_status","placed_at","order_no");--> statement-breakpoint
CREATE INDEX "orders_order_no_prefix" ON "orders" USING btree ("order_no" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_user_placed" ON "orders" USING btree ("user_id","placed_at","order_no");