CREATE TABLE "logistics_sandbox_parcels" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"merchant_trade_no" text NOT NULL,
	"request" jsonb NOT NULL,
	"answer" jsonb NOT NULL,
	"rtn_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"provider" text NOT NULL,
	"merchant_trade_no" text NOT NULL,
	"logistics_id" text NOT NULL,
	"logistics_type" text NOT NULL,
	"sub_type" text NOT NULL,
	"tracking_no" text,
	"validation_no" text,
	"status" text NOT NULL,
	"status_history" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pickup_deadline" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "logistics_sandbox_parcels_trade_no_uq" ON "logistics_sandbox_parcels" USING btree ("merchant_id","merchant_trade_no");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_shop_trade_no_uq" ON "shipments" USING btree ("shop_id","merchant_trade_no");--> statement-breakpoint
CREATE INDEX "shipments_order_idx" ON "shipments" USING btree ("shop_id","order_id");