CREATE TABLE "media_shops" (
	"shop_id" integer NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_shops_shop_id_sha256_pk" PRIMARY KEY("shop_id","sha256")
);
--> statement-breakpoint
ALTER TABLE "media_shops" ADD CONSTRAINT "media_shops_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_shops" ADD CONSTRAINT "media_shops_sha256_media_sha256_fk" FOREIGN KEY ("sha256") REFERENCES "public"."media"("sha256") ON DELETE no action ON UPDATE no action;