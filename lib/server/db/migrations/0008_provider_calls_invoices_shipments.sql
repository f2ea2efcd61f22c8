CREATE TABLE "provider_intents" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"order_id" integer,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"claim_owner" text,
	"claim_expires_at" timestamp with time zone,
	"last_error" text,
	"result" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_configs" (
	"shop_id" integer PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"environment" text DEFAULT 'test' NOT NULL,
	"credentials" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"relate_number" text NOT NULL,
	"invoice_no" text NOT NULL,
	"invoice_date" text NOT NULL,
	"random_number" text NOT NULL,
	"sales_amount" integer NOT NULL,
	"remaining_allowance" integer NOT NULL,
	"invalid_at" timestamp with time zone,
	"request" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
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
ALTER TABLE "provider_intents" ADD CONSTRAINT "provider_intents_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_intents" ADD CONSTRAINT "provider_intents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_configs" ADD CONSTRAINT "invoice_configs_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "provider_intents_key_uq" ON "provider_intents" USING btree ("shop_id","kind","key");--> statement-breakpoint
CREATE INDEX "provider_intents_due_idx" ON "provider_intents" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "provider_intents_lease_idx" ON "provider_intents" USING btree ("status","claim_expires_at");--> statement-breakpoint
CREATE INDEX "provider_intents_order_idx" ON "provider_intents" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_invoices_relate_uq" ON "sandbox_invoices" USING btree ("merchant_id","relate_number");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_invoices_number_uq" ON "sandbox_invoices" USING btree ("invoice_no");--> statement-breakpoint
CREATE UNIQUE INDEX "logistics_sandbox_parcels_trade_no_uq" ON "logistics_sandbox_parcels" USING btree ("merchant_id","merchant_trade_no");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_shop_trade_no_uq" ON "shipments" USING btree ("shop_id","merchant_trade_no");--> statement-breakpoint
CREATE INDEX "shipments_order_idx" ON "shipments" USING btree ("shop_id","order_id");