ALTER TABLE "shop_configs" ADD COLUMN "max_open_orders" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "purchase_limit" integer;