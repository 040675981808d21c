CREATE TABLE "cart_lines" (
	"cart_id" uuid NOT NULL,
	"variant_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"seen_price_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_lines_pk" PRIMARY KEY("cart_id","variant_id"),
	CONSTRAINT "cart_lines_quantity" CHECK ("cart_lines"."quantity" between 1 and 999)
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"guest_token_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carts_one_owner" CHECK (("carts"."user_id" is null) <> ("carts"."guest_token_hash" is null))
);
--> statement-breakpoint
CREATE TABLE "checkouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"lines" jsonb NOT NULL,
	"currency" text NOT NULL,
	"address" jsonb,
	"address_id" uuid,
	"shipping_method" text,
	"payment_method" text,
	"coupon_code" text,
	"remarks" text DEFAULT '' NOT NULL,
	"order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commerce_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commerce_settings_single_row" CHECK ("commerce_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "coupon_claims" (
	"coupon_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_claims_pk" PRIMARY KEY("coupon_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "coupon_uses" (
	"coupon_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_uses_pk" PRIMARY KEY("coupon_id","order_id")
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"min_subtotal_cents" integer DEFAULT 0 NOT NULL,
	"scope" text DEFAULT 'order' NOT NULL,
	"scope_slugs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"usage_limit" integer,
	"per_shopper_limit" integer,
	"combinable" boolean DEFAULT true NOT NULL,
	"listed" boolean DEFAULT true NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	"translations" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_kind" CHECK ("coupons"."kind" in ('fixed', 'percent')),
	CONSTRAINT "coupons_value" CHECK ("coupons"."value" > 0 and ("coupons"."kind" <> 'percent' or "coupons"."value" <= 100)),
	CONSTRAINT "coupons_scope" CHECK ("coupons"."scope" in ('order', 'categories', 'products')),
	CONSTRAINT "coupons_uses" CHECK ("coupons"."uses" >= 0 and ("coupons"."usage_limit" is null or "coupons"."uses" <= "coupons"."usage_limit"))
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"actor" text NOT NULL,
	"status" text NOT NULL,
	"pay_status" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"variant_id" integer,
	"product_slug" text NOT NULL,
	"sku" text NOT NULL,
	"names" jsonb NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"image" jsonb,
	"unit_price_cents" integer NOT NULL,
	"quantity" integer NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"returned_quantity" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_lines_quantity" CHECK ("order_lines"."quantity" >= 1),
	CONSTRAINT "order_lines_returned" CHECK ("order_lines"."returned_quantity" between 0 and "order_lines"."quantity"),
	CONSTRAINT "order_lines_amounts" CHECK ("order_lines"."unit_price_cents" >= 0 and "order_lines"."discount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_numbers" (
	"day" text PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_no" text NOT NULL,
	"user_id" uuid NOT NULL,
	"checkout_id" uuid,
	"status" text DEFAULT 'in-progress' NOT NULL,
	"pay_status" text DEFAULT 'unpaid' NOT NULL,
	"currency" text NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"shipping_cents" integer DEFAULT 0 NOT NULL,
	"total_cents" integer NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"shipping_method" text NOT NULL,
	"payment_method" text NOT NULL,
	"address" jsonb NOT NULL,
	"coupon_code" text,
	"discounts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"pay_by" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"shipped_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_status" CHECK (status in ('in-progress', 'completed', 'cancelled', 'pending-cancellation')),
	CONSTRAINT "orders_pay_status" CHECK (pay_status in ('unpaid', 'paid')),
	CONSTRAINT "orders_amounts" CHECK ("orders"."subtotal_cents" >= 0 and "orders"."discount_cents" >= 0 and "orders"."shipping_cents" >= 0 and "orders"."total_cents" >= 0 and "orders"."refunded_cents" between 0 and "orders"."total_cents"),
	CONSTRAINT "orders_currency_iso" CHECK ("orders"."currency" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
CREATE TABLE "payment_callbacks" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"payment_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_callbacks_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"code" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"translations" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"reference" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_status" CHECK (status in ('pending', 'requires-action', 'succeeded', 'declined', 'failed', 'cancelled')),
	CONSTRAINT "payments_amount" CHECK ("payments"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"kind" text NOT NULL,
	"params" jsonb NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"priority" integer DEFAULT 100 NOT NULL,
	"exclusive" boolean DEFAULT false NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"translations" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_kind" CHECK ("promotions"."kind" in ('category-percent', 'spend-save', 'buy-n-get-one'))
);
--> statement-breakpoint
CREATE TABLE "return_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "return_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"return_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"actor" text NOT NULL,
	"status" text NOT NULL,
	"audit_status" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "return_images" (
	"return_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"webp" "bytea" NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	CONSTRAINT "return_images_pk" PRIMARY KEY("return_id","position"),
	CONSTRAINT "return_images_position" CHECK ("return_images"."position" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "return_lines" (
	"return_id" uuid NOT NULL,
	"order_line_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "return_lines_pk" PRIMARY KEY("return_id","order_line_id"),
	CONSTRAINT "return_lines_quantity" CHECK ("return_lines"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "return_numbers" (
	"day" text PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "returns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"return_no" text NOT NULL,
	"order_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending-approval' NOT NULL,
	"audit_status" text DEFAULT 'pending-approval' NOT NULL,
	"refuse_description" text DEFAULT '' NOT NULL,
	"refund_cents" integer DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"merchant_address" jsonb,
	"logistics_company" text DEFAULT '' NOT NULL,
	"tracking_number" text DEFAULT '' NOT NULL,
	"delivery_time" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "returns_type" CHECK (type in ('return-refund', 'exchange', 'refund-only')),
	CONSTRAINT "returns_status" CHECK (status in ('pending-approval', 'cancelled', 'completed', 'ended')),
	CONSTRAINT "returns_audit_status" CHECK (audit_status in ('pending-approval', 'approved', 'refused')),
	CONSTRAINT "returns_refund" CHECK ("returns"."refund_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"express_name" text NOT NULL,
	"express_number" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_methods" (
	"code" text PRIMARY KEY NOT NULL,
	"countries" jsonb NOT NULL,
	"fee_cents" integer NOT NULL,
	"free_from_cents" integer,
	"max_units" integer,
	"currency" text DEFAULT 'USD' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"translations" jsonb NOT NULL,
	CONSTRAINT "shipping_methods_fee" CHECK ("shipping_methods"."fee_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_claims" ADD CONSTRAINT "coupon_claims_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_claims" ADD CONSTRAINT "coupon_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_callbacks" ADD CONSTRAINT "payment_callbacks_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_events" ADD CONSTRAINT "return_events_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_images" ADD CONSTRAINT "return_images_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "carts_user" ON "carts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_guest_token" ON "carts" USING btree ("guest_token_hash");--> statement-breakpoint
CREATE INDEX "carts_updated" ON "carts" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "checkouts_user" ON "checkouts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "checkouts_order" ON "checkouts" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "coupon_uses_user" ON "coupon_uses" USING btree ("coupon_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code" ON "coupons" USING btree ("code");--> statement-breakpoint
CREATE INDEX "order_events_order" ON "order_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_lines_position" ON "order_lines" USING btree ("order_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_no" ON "orders" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_checkout" ON "orders" USING btree ("checkout_id");--> statement-breakpoint
CREATE INDEX "orders_user_placed" ON "orders" USING btree ("user_id","placed_at");--> statement-breakpoint
CREATE INDEX "orders_unpaid_pay_by" ON "orders" USING btree ("pay_by") WHERE "orders"."pay_status" = 'unpaid' and "orders"."status" = 'in-progress';--> statement-breakpoint
CREATE UNIQUE INDEX "payments_reference" ON "payments" USING btree ("provider","reference");--> statement-breakpoint
CREATE INDEX "payments_order" ON "payments" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_slug" ON "promotions" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "return_events_return" ON "return_events" USING btree ("return_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "returns_return_no" ON "returns" USING btree ("return_no");--> statement-breakpoint
CREATE INDEX "returns_user_created" ON "returns" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "returns_order" ON "returns" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "shipments_order" ON "shipments" USING btree ("order_id");