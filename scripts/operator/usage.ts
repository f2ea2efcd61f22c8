// What `npm run operator -- --help` prints, and what a mistyped command is answered with.
import { ORDER_ACTIONS } from '@/lib/server/orders/lifecycle';
import { CVS_CHAINS } from '@/lib/server/logistics/deliveryOptions';
import { SHOP_MODULES } from '@/lib/console/contract/settings';
import { OPEN_ORDER_LIMIT } from '@/lib/console/contract/settings';
import { DEFAULT_LOW_STOCK_THRESHOLD } from '@/lib/console/contract/settings';
import { OFFLINE_SWITCHABLE } from '@/lib/server/payments/offline';
import { LABEL_LINK_MINUTES } from '@/lib/server/shipments/labelLink';

export const USAGE = `Usage:
  npm run operator -- order  --host localhost --id 2026112300000012 --to ${ORDER_ACTIONS.join('|')}
  npm run operator -- ship   --host localhost --id 2026112300000012 [--weight 1200]
  npm run operator -- return approve|reject|refunded --host localhost --id 2026112300000012 [--reason 商品已拆封使用] [--no-restock]
  npm run operator -- credit --host localhost --phone 0912345678 [--wallet 500] [--external 300] [--cashback 200]
  npm run operator -- gateway --host localhost --type newebpay --provider newebpay --environment production --keys keys.json
  npm run operator -- logistics --host localhost --provider ecpay --environment production --keys ecpay.json
  npm run operator -- invoice --host localhost --provider ecpay --environment production --keys invoice.json [--issue-at paid|shipped]
  npm run operator -- sms --org tea-house --provider mitake --keys sms.json [--sender 山茶小舖]
  npm run operator -- line --host localhost --channel-id 1234567890 --keys line.json
  npm run operator -- shop create --org tea-house --org-name 山茶有限公司 --name 山茶小舖 --logo logo.svg --domain tea.localhost --owner 0912345678
  npm run operator -- domain add|remove --host tea.localhost --domain tea.example.com
  npm run operator -- module on|off --host tea.localhost --module ecommerce
  npm run operator -- catalog import --host tea.localhost --file examples/catalog/tea-shop.json
  npm run operator -- stock set --host tea.localhost --product p-dongding --spec 75g --spec 罐裝 --quantity 30
  npm run operator -- delivery set --host tea.localhost --name 宅配到府 --type home --fee 100 --free-over 1500 --collection
  npm run operator -- delivery set --host tea.localhost --name "7-11 取貨" --type cvs --chain UNIMART --fee 60
  npm run operator -- delivery set --host tea.localhost --name 門市自取 --type store --fee 0 --branch "信義門市|台北市信義區松高路 11 號|10:00-21:00"
  npm run operator -- delivery remove --host tea.localhost --name "7-11 取貨"
  npm run operator -- payment on --host tea.localhost --type COD
  npm run operator -- payment on --host tea.localhost --type atm --bank-code 808 --account 12345678901234 --account-name 山茶有限公司
  npm run operator -- limits --host tea.localhost --open-orders 5 --low-stock 3
  npm run operator -- stats --host tea.localhost --days 30
  npm run operator -- staff add --host tea.localhost --phone 0912345678 --role owner|staff [--name 小美]
  npm run operator -- staff remove --host tea.localhost --phone 0912345678
  npm run operator -- intents list [--host tea.localhost] [--failed] [--kind invoice|shipment|invoice.issue|…]
  npm run operator -- intents retry --id 12
  npm run operator -- invoice list --failed

  order   moves an order (--id: its 16-digit order number, or its id) of the shop behind the host: paid (an ATM transfer arrived), shipped,
          completed (a cash-on-delivery order is paid then), cancelled (gives back stock, wallets,
          cashback and the promo code; takes back the cashback it earned)
  return  decides the shopper's return of an order: approve (gives back stock unless --no-restock,
          wallets, cashback, the promo code for a whole order; voids or lowers the e-invoice; a
          refund the shop makes by hand is then confirmed with refunded), reject --reason (shown to the shopper)
  ship    hands the parcel of an order waiting to ship (待出貨) to the shop's carrier: the store chain
          the shopper picked, or for home delivery TCAT (the post with --weight, in grams). The order
          becomes 已出貨; prints the carrier, tracking number and status, and an address that prints
          the label (good for ${LABEL_LINK_MINUTES} minutes; ship again for a new one, never a second parcel)
  gateway    takes a payment type (newebpay, linepay, jkos, pchomepay, Ibon) through a gateway:
             --provider sandbox (our own, no money moves) or newebpay|ecpay|linepay|jkos|pchomepay with
             --keys FILE (a JSON object of the provider's keys, see the README), --environment test|production,
             --disable to switch the type off
  logistics  where convenience stores are picked: --provider sandbox, or ecpay with --keys FILE
  invoice    where the shop's e-invoices are issued: --provider sandbox (our own, demo and test only), or
             ecpay with --keys FILE ({"MerchantID", "HashKey", "HashIV"} of ECPay's e-invoice service)
             and --environment test|production; --issue-at paid (default: once paid, cash on delivery
             once completed) or shipped (once the order ships)
  sms        the text-message provider that sends organisation KEY's sign-in codes: --provider
             mitake|every8d|twilio with --keys FILE (a JSON object, see docs/sms.md), --sender the
             name in 【】 (default: the shop's name); --provider none removes it
  line       the shop's LINE Login channel: --channel-id ID --keys FILE ({"channelSecret": "…"}) from the
             LINE Developers Console, or --environment sandbox (the built-in LINE sandbox, demo and test
             only; its keys are made here). Register {shop origin}/auth/line/callback as the callback URL
  shop create --org KEY [--org-name NAME] --name NAME [--logo FILE] --domain HOST [--domain HOST …]
             [--owner PHONE]
             opens a shop in the organisation KEY (made when new: then --org-name is needed) and
             prints its id and domains; --owner makes PHONE an owner, who runs the shop at /admin
  domain add|remove --host HOST --domain HOST
             another host name for the shop, or one less (never its last)
  module on|off --host HOST --module ${SHOP_MODULES.join('|')}
  catalog import --host HOST --file catalog.json
             imports categories, activities, products, specs, stocks and pictures (paths relative to
             the file); all or nothing; importing again updates the objects by their key
  stock set --host HOST --product KEY_OR_NANOID [--spec VALUE [--spec VALUE]] --quantity N
             the stock of one spec combination (values in level order)
  delivery set --host HOST --name NAME --type home|cvs|store [--chain ${CVS_CHAINS.join('|')}] --fee N
             [--free-over N] [--collection] [--disable] [--branch "名稱|地址|10:00-21:00" …]
             adds the delivery of that name, or makes the one of that name exactly this (a flag left
             out is its default: no free-shipping threshold, no cash on delivery, enabled). cvs takes
             --chain, store takes one --branch or more (they replace its branches); amounts in TWD;
             --collection offers cash on delivery with it
  delivery remove --host HOST --name NAME
             deletes a delivery no order has used; a used one is switched off with set … --disable
  payment on|off --host HOST --type ${OFFLINE_SWITCHABLE.join('|')} [--fee N]
             [--bank-code NNN --account DIGITS --account-name NAME]
             cash on delivery or an ATM transfer, --fee a surcharge per order (kept when left out);
             ATM needs the shop's own account shoppers transfer to (bank code 3 digits, account
             digits only), given once and kept; online types are switched with gateway
  limits --host HOST [--open-orders N] [--low-stock N]
             how many open unpaid orders (awaiting payment, or cash on delivery not yet delivered) one
             member may have at the shop, ${OPEN_ORDER_LIMIT.min}–${OPEN_ORDER_LIMIT.max} (default ${OPEN_ORDER_LIMIT.default});
             one more order is refused until one is paid or cancelled. --low-stock: the console's today
             page lists stock options with fewer units (default ${DEFAULT_LOW_STOCK_THRESHOLD})
  stats --host HOST [--days N]
             home visits of the shop per Taiwan date, newest first: the last N days (default 7, at
             most 366), today's included; a server adds what it counted every few seconds
  staff add|remove --host HOST --phone P [--role owner|staff] [--name NAME]
             who signs in to the console at /admin on the shop's hosts: owner (everything, staff
             included) or staff (orders, shipments, returns). The first owner is added here; owners
             then manage staff in the console. The last owner cannot be removed; removal signs out at once
  intents list [--host HOST] [--failed] [--kind KIND]
             calls to providers (e-invoices, shipments) written with the orders that need them, newest
             first (at most 100): status, attempts, next try, last error. --failed: only those given up;
             --kind: one kind (invoice.issue) or a family (invoice, shipment)
  intents retry --id N
             sends a failed intent again with a full set of attempts, or a waiting one now
  invoice list [--failed], shipment list [--failed]
             the same as intents list --kind invoice or --kind shipment
  --org KEY  with domain, module, limits, catalog, stock, delivery and payment: refuse unless the
             shop belongs to organisation KEY
  credit  adds stored value (購物金, --wallet), partner-wallet value (--external) or cashback to the
          member with that phone, making the member if needed
  --url   the running server to ask when DATABASE_URL is unset (default http://127.0.0.1:$PORT)`;
