CREATE TABLE "logistics_configs" (
	"shop_id" integer PRIMARY KEY NOT NULL,
	"provider" text DEFAULT 'sandbox' NOT NULL,
	"environment" text DEFAULT 'test' NOT NULL,
	"credentials" jsonb
);
--> statement-breakpoint
CREATE TABLE "cvs_map_sessions" (
	"token" text PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"delivery_id" integer NOT NULL,
	"sub_type" text NOT NULL,
	"client_complete_url" text NOT NULL,
	"store_id" text,
	"store_name" text,
	"store_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"replied_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"provider" text NOT NULL,
	"trade_no" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'started' NOT NULL,
	"provider_trade_no" text,
	"message" text,
	"client_back_url" text NOT NULL,
	"client_complete_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "payment_configs" ADD COLUMN "gateway" text;--> statement-breakpoint
ALTER TABLE "payment_configs" ADD COLUMN "environment" text DEFAULT 'test' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_configs" ADD COLUMN "credentials" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "logistics_configs" ADD CONSTRAINT "logistics_configs_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cvs_map_sessions" ADD CONSTRAINT "cvs_map_sessions_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cvs_map_sessions" ADD CONSTRAINT "cvs_map_sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cvs_map_sessions_member_idx" ON "cvs_map_sessions" USING btree ("shop_id","member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_trade_no_uq" ON "payment_attempts" USING btree ("trade_no");--> statement-breakpoint
CREATE INDEX "payment_attempts_order_idx" ON "payment_attempts" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_payment_due_idx" ON "orders" USING btree ("status","payment_due_at");--> statement-breakpoint
UPDATE "orders" SET "payment_due_at" = ("atm"->>'dueAt')::timestamptz WHERE "status" = 'unpaid' AND "atm" IS NOT NULL;
