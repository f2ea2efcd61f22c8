CREATE TABLE "media" (
	"sha256" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orgs" ADD COLUMN "key" text;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "key" text;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "key" text;--> statement-breakpoint
ALTER TABLE "category_groups" ADD COLUMN "key" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "orgs_key_uq" ON "orgs" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "activities_shop_key_uq" ON "activities" USING btree ("shop_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_shop_key_uq" ON "categories" USING btree ("shop_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "category_groups_shop_key_uq" ON "category_groups" USING btree ("shop_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "products_shop_key_uq" ON "products" USING btree ("shop_id","key");