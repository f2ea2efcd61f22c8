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
ALTER TABLE "invoice_configs" ADD CONSTRAINT "invoice_configs_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_invoices_relate_uq" ON "sandbox_invoices" USING btree ("merchant_id","relate_number");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_invoices_number_uq" ON "sandbox_invoices" USING btree ("invoice_no");