CREATE TABLE "sms_configs" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"provider" text NOT NULL,
	"sender" text,
	"credentials" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "line_bindings" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"line_user_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "line_channels" (
	"shop_id" integer PRIMARY KEY NOT NULL,
	"channel_id" text NOT NULL,
	"channel_secret" text NOT NULL,
	"environment" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "line_link_tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_hash" text NOT NULL,
	"org_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"line_user_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "line_login_states" (
	"id" serial PRIMARY KEY NOT NULL,
	"state_hash" text NOT NULL,
	"shop_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"user_id" integer,
	"nonce" text NOT NULL,
	"code_verifier" text NOT NULL,
	"redirect_uri" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "line_sandbox_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"channel_id" text NOT NULL,
	"redirect_uri" text NOT NULL,
	"code_challenge" text,
	"nonce" text,
	"line_user_id" text NOT NULL,
	"name" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "grant_codes" ADD COLUMN "user_token_id" integer;--> statement-breakpoint
ALTER TABLE "sms_configs" ADD CONSTRAINT "sms_configs_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_bindings" ADD CONSTRAINT "line_bindings_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_bindings" ADD CONSTRAINT "line_bindings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_channels" ADD CONSTRAINT "line_channels_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_link_tickets" ADD CONSTRAINT "line_link_tickets_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_link_tickets" ADD CONSTRAINT "line_link_tickets_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_login_states" ADD CONSTRAINT "line_login_states_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_login_states" ADD CONSTRAINT "line_login_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sms_configs_org_uq" ON "sms_configs" USING btree ("org_id");--> statement-breakpoint
CREATE UNIQUE INDEX "line_bindings_org_line_uq" ON "line_bindings" USING btree ("org_id","line_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "line_bindings_user_uq" ON "line_bindings" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "line_link_tickets_hash_uq" ON "line_link_tickets" USING btree ("ticket_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "line_login_states_hash_uq" ON "line_login_states" USING btree ("state_hash");--> statement-breakpoint
CREATE INDEX "line_login_states_exp_idx" ON "line_login_states" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "line_sandbox_codes_hash_uq" ON "line_sandbox_codes" USING btree ("code_hash");--> statement-breakpoint
ALTER TABLE "grant_codes" ADD CONSTRAINT "grant_codes_user_token_id_auth_tokens_id_fk" FOREIGN KEY ("user_token_id") REFERENCES "public"."auth_tokens"("id") ON DELETE set null ON UPDATE no action;