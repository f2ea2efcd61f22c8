CREATE TABLE "order_returns" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"status" text NOT NULL,
	"lines" jsonb NOT NULL,
	"whole" boolean NOT NULL,
	"reason" text NOT NULL,
	"reject_reason" text,
	"restock" boolean DEFAULT true NOT NULL,
	"amounts" jsonb,
	"refund_amount" integer DEFAULT 0 NOT NULL,
	"refund_method" text,
	"refund_status" text,
	"allowance" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"refunded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_sandbox_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"merchant_order_no" text NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_returns_order_idx" ON "order_returns" USING btree ("shop_id","order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_returns_open_uq" ON "order_returns" USING btree ("order_id") WHERE "order_returns"."status" = 'requested';--> statement-breakpoint
CREATE INDEX "payment_sandbox_refunds_trade_idx" ON "payment_sandbox_refunds" USING btree ("merchant_id","merchant_order_no");