CREATE TABLE "slug_redirects" (
	"kind" text NOT NULL,
	"from_slug" text NOT NULL,
	"to_slug" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "slug_redirects_pk" PRIMARY KEY("kind","from_slug"),
	CONSTRAINT "slug_redirects_kind" CHECK ("slug_redirects"."kind" in ('product', 'category', 'tag', 'collection', 'article'))
);
--> statement-breakpoint
ALTER TABLE "product_images" ALTER COLUMN "art" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "art_kind" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "product_images" ADD COLUMN "upload" "bytea";--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "weight_grams" integer;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "barcode" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "picture_seq" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "show_slide_image" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "show_favorite" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "show_cart" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
CREATE INDEX "slug_redirects_to" ON "slug_redirects" USING btree ("kind","to_slug");--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_drawn_or_uploaded" CHECK (("product_images"."art" is null) <> ("product_images"."upload" is null));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_status" CHECK ("products"."status" in ('draft', 'active', 'archived'));