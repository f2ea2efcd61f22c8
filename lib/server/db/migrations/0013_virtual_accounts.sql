CREATE TABLE "payment_sandbox_virtual_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"merchant_order_no" text NOT NULL,
	"trade_no" text NOT NULL,
	"bank_code" text NOT NULL,
	"account" text NOT NULL,
	"amount" integer NOT NULL,
	"notify_url" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "virtual_account" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_sandbox_virtual_accounts_account_uq" ON "payment_sandbox_virtual_accounts" USING btree ("account");--> statement-breakpoint
CREATE INDEX "payment_sandbox_virtual_accounts_trade_idx" ON "payment_sandbox_virtual_accounts" USING btree ("merchant_id","merchant_order_no");