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
ALTER TABLE "provider_intents" ADD CONSTRAINT "provider_intents_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_intents" ADD CONSTRAINT "provider_intents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "provider_intents_key_uq" ON "provider_intents" USING btree ("shop_id","kind","key");--> statement-breakpoint
CREATE INDEX "provider_intents_due_idx" ON "provider_intents" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "provider_intents_lease_idx" ON "provider_intents" USING btree ("status","claim_expires_at");--> statement-breakpoint
CREATE INDEX "provider_intents_order_idx" ON "provider_intents" USING btree ("order_id");