CREATE TABLE "orgs" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_configs" (
	"shop_id" integer PRIMARY KEY NOT NULL,
	"logo" text,
	"favicon" text,
	"custom_css" text DEFAULT '' NOT NULL,
	"social_links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"enable_order_invoice" boolean DEFAULT false NOT NULL,
	"floating_button_enable" boolean DEFAULT false NOT NULL,
	"logo_link_url" text,
	"tag_manager_id" text
);
--> statement-breakpoint
CREATE TABLE "shop_domains" (
	"domain" text PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_modules" (
	"shop_id" integer NOT NULL,
	"module" text NOT NULL,
	"enabled" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shops" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_info_fields" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"max_length" integer,
	"order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"nano_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image" text,
	"enable" boolean DEFAULT true NOT NULL,
	"is_remove" boolean DEFAULT false NOT NULL,
	"is_storewide" boolean DEFAULT false NOT NULL,
	"order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"nano_id" text NOT NULL,
	"name" text NOT NULL,
	"image" text,
	"group_id" integer,
	"order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "category_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"nano_id" text NOT NULL,
	"name" text NOT NULL,
	"order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"shop_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "product_categories_product_id_category_id_pk" PRIMARY KEY("product_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "product_child_specs" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"parent_spec_id" integer NOT NULL,
	"name" text NOT NULL,
	"order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_parent_specs" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"name" text NOT NULL,
	"order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_stock_child_specs" (
	"shop_id" integer NOT NULL,
	"stock_id" integer NOT NULL,
	"child_spec_id" integer NOT NULL,
	CONSTRAINT "product_stock_child_specs_stock_id_child_spec_id_pk" PRIMARY KEY("stock_id","child_spec_id")
);
--> statement-breakpoint
CREATE TABLE "product_stocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"price" integer NOT NULL,
	"activity_price" integer,
	"is_remove" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"nano_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"main_image" text,
	"image" text,
	"price" integer NOT NULL,
	"activity_price" integer,
	"order" integer DEFAULT 0 NOT NULL,
	"is_public" boolean DEFAULT true NOT NULL,
	"is_remove" boolean DEFAULT false NOT NULL,
	"use_cashback_rate" numeric(5, 4) DEFAULT 0 NOT NULL,
	"activity_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cashback_settings" (
	"shop_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"add_rate" numeric(5, 4) DEFAULT 0 NOT NULL,
	"ignore_add_product_ids" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"sub_type" text,
	"fee" integer DEFAULT 0 NOT NULL,
	"free_shipping_threshold" integer,
	"enable" boolean,
	"allow_collection" boolean DEFAULT false NOT NULL,
	"order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "footer_configs" (
	"shop_id" integer PRIMARY KEY NOT NULL,
	"about_us" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"faq" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"contact_us" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nav_configs" (
	"shop_id" integer PRIMARY KEY NOT NULL,
	"navigation" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"trend" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_icons" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"key" text NOT NULL,
	"image" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"key" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"content" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_configs" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"type" text NOT NULL,
	"enable" boolean DEFAULT true NOT NULL,
	"fee" integer DEFAULT 0 NOT NULL,
	"order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sidebar_configs" (
	"shop_id" integer PRIMARY KEY NOT NULL,
	"enable" boolean DEFAULT true NOT NULL,
	"enable_group" boolean DEFAULT false NOT NULL,
	"activity_order" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"category_group_order" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shop_configs" ADD CONSTRAINT "shop_configs_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_domains" ADD CONSTRAINT "shop_domains_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_modules" ADD CONSTRAINT "shop_modules_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_info_fields" ADD CONSTRAINT "user_info_fields_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_group_id_category_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."category_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_groups" ADD CONSTRAINT "category_groups_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_child_specs" ADD CONSTRAINT "product_child_specs_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_child_specs" ADD CONSTRAINT "product_child_specs_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_child_specs" ADD CONSTRAINT "product_child_specs_parent_spec_id_product_parent_specs_id_fk" FOREIGN KEY ("parent_spec_id") REFERENCES "public"."product_parent_specs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_parent_specs" ADD CONSTRAINT "product_parent_specs_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_parent_specs" ADD CONSTRAINT "product_parent_specs_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_stock_child_specs" ADD CONSTRAINT "product_stock_child_specs_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_stock_child_specs" ADD CONSTRAINT "product_stock_child_specs_stock_id_product_stocks_id_fk" FOREIGN KEY ("stock_id") REFERENCES "public"."product_stocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_stock_child_specs" ADD CONSTRAINT "product_stock_child_specs_child_spec_id_product_child_specs_id_fk" FOREIGN KEY ("child_spec_id") REFERENCES "public"."product_child_specs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_stocks" ADD CONSTRAINT "product_stocks_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_stocks" ADD CONSTRAINT "product_stocks_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashback_settings" ADD CONSTRAINT "cashback_settings_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "footer_configs" ADD CONSTRAINT "footer_configs_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nav_configs" ADD CONSTRAINT "nav_configs_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_icons" ADD CONSTRAINT "page_icons_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_configs" ADD CONSTRAINT "payment_configs_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sidebar_configs" ADD CONSTRAINT "sidebar_configs_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shop_domains_shop_idx" ON "shop_domains" USING btree ("shop_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_modules_shop_module_uq" ON "shop_modules" USING btree ("shop_id","module");--> statement-breakpoint
CREATE INDEX "shops_org_idx" ON "shops" USING btree ("org_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_info_fields_org_key_uq" ON "user_info_fields" USING btree ("org_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "activities_shop_nano_uq" ON "activities" USING btree ("shop_id","nano_id");--> statement-breakpoint
CREATE INDEX "activities_shop_order_idx" ON "activities" USING btree ("shop_id","order");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_shop_nano_uq" ON "categories" USING btree ("shop_id","nano_id");--> statement-breakpoint
CREATE INDEX "categories_shop_order_idx" ON "categories" USING btree ("shop_id","order");--> statement-breakpoint
CREATE INDEX "categories_group_idx" ON "categories" USING btree ("group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "category_groups_shop_nano_uq" ON "category_groups" USING btree ("shop_id","nano_id");--> statement-breakpoint
CREATE INDEX "product_categories_category_idx" ON "product_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "product_child_specs_product_idx" ON "product_child_specs" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_parent_specs_product_idx" ON "product_parent_specs" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_stocks_product_idx" ON "product_stocks" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_stocks_shop_idx" ON "product_stocks" USING btree ("shop_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_shop_nano_uq" ON "products" USING btree ("shop_id","nano_id");--> statement-breakpoint
CREATE INDEX "products_shop_visible_order_idx" ON "products" USING btree ("shop_id","is_public","is_remove","order");--> statement-breakpoint
CREATE INDEX "products_activity_idx" ON "products" USING btree ("activity_id");--> statement-breakpoint
CREATE INDEX "deliveries_shop_order_idx" ON "deliveries" USING btree ("shop_id","order");--> statement-breakpoint
CREATE UNIQUE INDEX "page_icons_shop_key_uq" ON "page_icons" USING btree ("shop_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "pages_shop_key_uq" ON "pages" USING btree ("shop_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_configs_shop_type_uq" ON "payment_configs" USING btree ("shop_id","type");