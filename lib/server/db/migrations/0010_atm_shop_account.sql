ALTER TABLE "payment_configs" ADD COLUMN "account" jsonb;--> statement-breakpoint
-- ATM orders now go to the shop's own account, and a shop without one does not offer ATM. The demo
-- shops (seeded on these local host names) get the accounts their seed gives; any other shop's ATM
-- waits for `npm run operator -- payment on --type atm --bank-code … --account … --account-name …`.
UPDATE "payment_configs" SET "account" = '{"bankCode":"808","account":"09681000123456","accountName":"小島選物有限公司"}'::jsonb
  WHERE "type" = 'atm' AND "gateway" IS NULL AND "account" IS NULL
    AND "shop_id" = (SELECT "shop_id" FROM "shop_domains" WHERE "domain" = 'localhost');--> statement-breakpoint
UPDATE "payment_configs" SET "account" = '{"bankCode":"822","account":"521540123456","accountName":"山嵐咖啡有限公司"}'::jsonb
  WHERE "type" = 'atm' AND "gateway" IS NULL AND "account" IS NULL
    AND "shop_id" = (SELECT "shop_id" FROM "shop_domains" WHERE "domain" = 'shop2.localhost');
