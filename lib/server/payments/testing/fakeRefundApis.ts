import type { Fetch } from '../gateway';
import { jkosDigest } from '../jkos/client';
import type { JkosCredentials } from '../jkos/gateway';
import type { LinePayCredentials } from '../linepay/gateway';
import { linePaySignature } from '../linepay/signature';
import { decryptTradeInfo } from '../newebpay/crypto';
import type { NewebPayCredentials } from '../newebpay/gateway';
import { queryCheckValue } from '../newebpay/refund';

/**
 * Stand-ins for the providers' refund APIs, for the refund handler's tests: each checks a request's
 * signature with the merchant's keys as the provider does, keeps what each trade was paid and
 * refunded, and answers in the provider's own shapes. `refuseNext` makes the next refund refused;
 * `loseNextAnswer` makes the next refund happen and its answer never arrive (the network failed
 * after the provider acted), the case a retry must not refund twice.
 */
export type FakeRefundApi = {
  fetch: Fetch;
  pay(trade: { tradeNo: string; providerTradeNo: string; amount: number }): void;
  /** The refunds made of one of our trades, in order. */
  refunds(tradeNo: string): number[];
  refuseNext(): void;
  loseNextAnswer(): void;
  /** Every request as `METHOD host/path`, in order. */
  calls: string[];
};

type Trade = { tradeNo: string; providerTradeNo: string; amount: number; refunds: number[] };

function book() {
  const trades: Trade[] = [];
  const next = { refuse: false, lose: false };
  const calls: string[] = [];
  return {
    trades,
    next,
    calls,
    byOurs: (tradeNo: string) => trades.find((t) => t.tradeNo === tradeNo),
    byTheirs: (id: string) => trades.find((t) => t.providerTradeNo === id),
    left: (t: Trade) => t.amount - t.refunds.reduce((a, b) => a + b, 0),
    /** Runs the refund's effect, then decides whether its answer reaches the caller. */
    answer(text: string): Response {
      if (next.lose) {
        next.lose = false;
        throw new TypeError('fetch failed');
      }
      return new Response(text, { status: 200, headers: { 'content-type': 'application/json' } });
    },
    api(fetch: Fetch): FakeRefundApi {
      return {
        fetch: async (url, init) => {
          const u = new URL(url);
          calls.push(`${init.method ?? 'GET'} ${u.host}${u.pathname}`);
          return fetch(url, init);
        },
        pay: (t) => trades.push({ ...t, refunds: [] }),
        refunds: (tradeNo) => trades.find((t) => t.tradeNo === tradeNo)?.refunds ?? [],
        refuseNext: () => {
          next.refuse = true;
        },
        loseNextAnswer: () => {
          next.lose = true;
        },
        calls,
      };
    },
  };
}

const json = (value: unknown) => new Response(JSON.stringify(value), { status: 200 });

/** LINE Pay v3: the refund and the payment details, signed with X-LINE-Authorization. */
export function fakeLinePayApi(keys: LinePayCredentials): FakeRefundApi {
  const b = book();
  return b.api(async (url, init) => {
    const u = new URL(url);
    const headers = init.headers as Record<string, string>;
    const payload = init.method === 'GET' ? u.search.slice(1) : String(init.body ?? '');
    const nonce = headers['X-LINE-Authorization-Nonce'] ?? '';
    const expected = linePaySignature(keys.channelSecret, u.pathname, payload, nonce);
    if (headers['X-LINE-ChannelId'] !== keys.channelId || headers['X-LINE-Authorization'] !== expected)
      return json({ returnCode: '1106', returnMessage: 'Header information error.' });

    const refund = /^\/v3\/payments\/(\d+)\/refund$/.exec(u.pathname);
    if (init.method === 'POST' && refund) {
      const trade = b.byTheirs(refund[1]!);
      if (!trade) return json({ returnCode: '1150', returnMessage: 'Transaction record not found.' });
      if (b.next.refuse) {
        b.next.refuse = false;
        return json({ returnCode: '1155', returnMessage: 'The transaction Id not eligible for Refund.' });
      }
      const amount = (JSON.parse(payload) as { refundAmount?: number }).refundAmount ?? b.left(trade);
      if (b.left(trade) === 0)
        return json({ returnCode: '1165', returnMessage: 'The transaction has already been refunded.' });
      if (amount > b.left(trade))
        return json({ returnCode: '1164', returnMessage: 'Refund limit exceeded.' });
      trade.refunds.push(amount);
      // A bare 19-digit id, past 2^53, as LINE Pay writes it.
      const id = `${trade.providerTradeNo.slice(0, 15)}${String(trade.refunds.length).padStart(4, '0')}`;
      return b.answer(
        `{"returnCode":"0000","returnMessage":"Success.","info":{"refundTransactionId":${id},"refundTransactionDate":"2026-11-26T04:00:00Z"}}`,
      );
    }
    if (init.method === 'GET' && u.pathname === '/v3/payments') {
      const trade = b.byTheirs(u.searchParams.get('transactionId') ?? '');
      if (!trade) return json({ returnCode: '1150', returnMessage: 'Transaction record not found.' });
      // Negative here, positive in the pure tests: LINE Pay's pages do not show the sign.
      const refundList = trade.refunds.map((amount, i) => ({
        refundTransactionId: `${trade.providerTradeNo}${i}`,
        transactionType: 'PARTIAL_REFUND',
        refundAmount: -amount,
        refundTransactionDate: '2026-11-26T04:00:00Z',
      }));
      return new Response(
        `{"returnCode":"0000","returnMessage":"success","info":[{"transactionId":${trade.providerTradeNo},"transactionDate":"2026-11-25T04:00:00Z","transactionType":"PAYMENT","payInfo":[{"method":"BALANCE","amount":${trade.amount}}],"orderId":"${trade.tradeNo}","refundList":${JSON.stringify(refundList)}}]}`,
        { status: 200 },
      );
    }
    return new Response('not found', { status: 404 });
  });
}

/** JKO Pay: the refund (one refund per refund_order_id) and the inquiry, signed with DIGEST. */
export function fakeJkosApi(keys: JkosCredentials): FakeRefundApi {
  const b = book();
  const byRefundId = new Map<string, { amount: number; answer: string }>();
  return b.api(async (url, init) => {
    const u = new URL(url);
    const headers = init.headers as Record<string, string>;
    const payload = init.method === 'GET' ? u.search.slice(1) : String(init.body ?? '');
    if (headers['API-KEY'] !== keys.apiKey || headers.DIGEST !== jkosDigest(keys.secretKey, payload))
      return json({ result: '201', message: 'Validation error', result_object: null });

    if (init.method === 'POST' && u.pathname === '/platform/refund') {
      const body = JSON.parse(payload) as {
        platform_order_id: string;
        refund_order_id?: string;
        refund_amount: number;
      };
      const trade = b.byOurs(body.platform_order_id);
      if (!trade) return json({ result: '100', message: 'Order does not exist', result_object: null });
      const earlier = body.refund_order_id ? byRefundId.get(body.refund_order_id) : undefined;
      if (earlier) {
        if (earlier.amount !== body.refund_amount)
          return json({ result: '105', message: 'Inconsistent refund amount', result_object: null });
        return b.answer(earlier.answer);
      }
      if (b.next.refuse) {
        b.next.refuse = false;
        return json({
          result: '113',
          message: 'Refund amount exceeds unreimbursed amount',
          result_object: null,
        });
      }
      if (body.refund_amount > b.left(trade))
        return json({ result: '922', message: 'Refund amount exceeds total', result_object: null });
      trade.refunds.push(body.refund_amount);
      const answer = JSON.stringify({
        result: '000',
        message: null,
        result_object: {
          refund_tradeNo: `R${trade.providerTradeNo}${trade.refunds.length}`,
          debit_amount: String(body.refund_amount),
          redeem_amount: '0',
          refund_time: '2026-11-26 12:00:00',
        },
      });
      if (body.refund_order_id) byRefundId.set(body.refund_order_id, { amount: body.refund_amount, answer });
      return b.answer(answer);
    }
    if (init.method === 'GET' && u.pathname === '/platform/inquiry') {
      const ids = (u.searchParams.get('platform_order_ids') ?? '').split(',');
      return json({
        result: '000',
        message: null,
        result_object: {
          transactions: ids.flatMap((id) => {
            const t = b.byOurs(id);
            return t
              ? [
                  {
                    platform_order_id: id,
                    status: 0,
                    tradeNo: t.providerTradeNo,
                    final_price: String(t.amount),
                    refund_history: t.refunds.map((amount, i) => ({
                      refund_tradeNo: `R${t.providerTradeNo}${i + 1}`,
                      amount: String(amount),
                      redeem_amount: '0',
                      debit_amount: String(amount),
                    })),
                  },
                ]
              : [{ platform_order_id: id, status: 102 }];
          }),
        },
      });
    }
    return new Response('not found', { status: 404 });
  });
}

/** NewebPay: CreditCard/Close (CloseType=2) with PostData_, and QueryTradeInfo with CheckValue. */
export function fakeNewebPayApi(keys: NewebPayCredentials): FakeRefundApi {
  const b = book();
  return b.api(async (url, init) => {
    const u = new URL(url);
    const form = new URLSearchParams(String(init.body ?? ''));
    if (u.pathname === '/API/CreditCard/Close') {
      if (form.get('MerchantID_') !== keys.merchantId)
        return json({ Status: 'TRA10001', Message: '商店代號錯誤' });
      let fields: URLSearchParams;
      try {
        fields = new URLSearchParams(
          decryptTradeInfo(form.get('PostData_') ?? '', keys.hashKey, keys.hashIV),
        );
      } catch {
        return json({ Status: 'TRA10002', Message: '資料解密錯誤' });
      }
      const trade = b.byOurs(fields.get('MerchantOrderNo') ?? '');
      if (fields.get('CloseType') !== '2' || fields.get('IndexType') !== '1' || !trade)
        return json({ Status: 'TRA10003', Message: '查無交易' });
      if (b.next.refuse) {
        b.next.refuse = false;
        return json({ Status: 'TRA10035', Message: '該交易非授權成功或已請款完成狀態' });
      }
      const amount = Number(fields.get('Amt'));
      if (amount > b.left(trade)) return json({ Status: 'TRA10045', Message: '退款金額超過可退款金額' });
      trade.refunds.push(amount);
      return b.answer(
        JSON.stringify({
          Status: 'SUCCESS',
          Message: '退款成功',
          Result: {
            MerchantID: keys.merchantId,
            Amt: amount,
            MerchantOrderNo: trade.tradeNo,
            TradeNo: trade.providerTradeNo,
          },
        }),
      );
    }
    if (u.pathname === '/API/QueryTradeInfo') {
      const tradeNo = form.get('MerchantOrderNo') ?? '';
      const amount = Number(form.get('Amt'));
      const check = queryCheckValue(keys, { amount, merchantId: form.get('MerchantID') ?? '', tradeNo });
      if (form.get('CheckValue') !== check) return json({ Status: 'TRA10011', Message: '檢查碼錯誤' });
      const trade = b.byOurs(tradeNo);
      if (!trade || trade.amount !== amount) return json({ Status: 'TRA10021', Message: '查無此交易' });
      return json({
        Status: 'SUCCESS',
        Message: '查詢成功',
        Result: {
          MerchantID: keys.merchantId,
          Amt: trade.amount,
          MerchantOrderNo: tradeNo,
          TradeNo: trade.providerTradeNo,
          TradeStatus: '1',
          BackBalance: b.left(trade),
        },
      });
    }
    return new Response('not found', { status: 404 });
  });
}
