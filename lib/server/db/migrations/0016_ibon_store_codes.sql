ALTER TABLE "orders" ADD COLUMN "store_code" jsonb;--> statement-breakpoint
ALTER TABLE "payment_sandbox_virtual_accounts" ADD COLUMN "kind" text DEFAULT 'VACC' NOT NULL;