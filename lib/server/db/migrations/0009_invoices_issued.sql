ALTER TABLE "orders" ADD COLUMN "issued_invoice" jsonb;--> statement-breakpoint
ALTER TABLE "invoice_configs" ADD COLUMN "issue_at" text DEFAULT 'paid' NOT NULL;