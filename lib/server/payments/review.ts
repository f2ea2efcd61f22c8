import { and, desc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import { paymentAttempts } from '../db/schema';
import { DomainError } from '@/lib/server/kernel/errors';
import { paymentConfigOf } from './configs';
import { ReviewRefused, type Fetch, type Outcome, type ReviewDecision, type Verdict } from './gateway';
import { paymentLog } from './log';
import { gatewayFor } from './registry';
import { applyVerdict, SETTLE_MESSAGES, type AttemptRow } from './settle';

export const REVIEW_MESSAGES = {
  notReviewable: '此付款方式無法在此審單',
  unanswered: '金流服務暫時無法連線，付款仍待審單，請稍後再試',
  refused: (words: string) => `金流服務未接受此審單，付款仍待審單：${words}`,
  failedMeanwhile: (words: string) => `這筆付款已失敗，無法核准（${words}）`,
  paidMeanwhile: '這筆付款已完成，無法拒絕；如不出貨，請取消訂單並退款',
} as const;

/** The order's attempt its gateway holds for the shop's review, the newest if more than one. */
export async function attemptInReview(
  db: DbOrTx,
  shopId: number,
  orderId: number,
): Promise<AttemptRow | null> {
  const [row] = await db
    .select()
    .from(paymentAttempts)
    .where(
      and(
        eq(paymentAttempts.shopId, shopId),
        eq(paymentAttempts.orderId, orderId),
        eq(paymentAttempts.status, 'review'),
      ),
    )
    .orderBy(desc(paymentAttempts.id))
    .limit(1);
  return row ?? null;
}

export type ReviewResult = {
  /** The trade's outcome as applied: paid, failed, or still held (the gateway has yet to settle it). */
  outcome: Outcome;
  /** The gateway's words for the trade as it now stands. */
  message: string;
  /** The gateway's words when it refused the decision (the trade was no longer in review, for one). */
  refused: string | null;
  /** Whether the decision's answer never came (the trade was read again all the same). */
  unanswered: boolean;
};

/**
 * The shop's decision on a payment its gateway holds for review. The decision is sent, then the
 * trade is read again and that answer applied as a notification's is (applyVerdict: checked against
 * the attempt, applied once): approving settles the payment only when the gateway says it is paid,
 * and a decision sent twice, or whose answer was lost, is read for what it did. A rejection the
 * gateway accepted fails the trade as a failed payment does, even while its query still says waiting:
 * PChomePay's DENY cancels the order.
 */
export async function decideReview(
  db: Db,
  attempt: AttemptRow,
  paymentType: string,
  decision: ReviewDecision,
  calls: { origin: string; fetch?: Fetch },
): Promise<ReviewResult> {
  const config = await paymentConfigOf(db, attempt.shopId, paymentType);
  if (!config || config.gateway !== attempt.provider)
    throw new DomainError('conflict', REVIEW_MESSAGES.notReviewable);
  const review = gatewayFor(config, calls.origin, calls.fetch).review;
  if (!review) throw new DomainError('conflict', REVIEW_MESSAGES.notReviewable);
  const log = { shopId: attempt.shopId, tradeNo: attempt.tradeNo, provider: attempt.provider, decision };

  let refused: string | null = null;
  let unanswered = false;
  try {
    await review.audit(attempt.tradeNo, decision);
  } catch (error) {
    if (error instanceof ReviewRefused) {
      refused = error.message;
      paymentLog('review-refused', { ...log, reason: error.message });
    } else {
      unanswered = true;
      paymentLog('review-unanswered', { ...log, error });
    }
  }

  let verdict: Verdict;
  try {
    verdict = await review.query(attempt.tradeNo);
  } catch (error) {
    paymentLog('review-unanswered', { ...log, step: 'query', error });
    throw new DomainError('upstream', REVIEW_MESSAGES.unanswered);
  }
  if (verdict.tradeNo !== attempt.tradeNo) {
    paymentLog('refused', { ...log, reason: `names trade ${verdict.tradeNo}` });
    throw new DomainError('upstream', REVIEW_MESSAGES.unanswered);
  }
  if (verdict.outcome === 'paid' && verdict.amount !== attempt.amount) {
    paymentLog('amount-mismatch', { ...log, expected: attempt.amount, received: verdict.amount });
    throw new DomainError('conflict', SETTLE_MESSAGES.amountMismatch);
  }
  const denied = decision === 'reject' && refused === null && !unanswered;
  if (denied && (verdict.outcome === 'review' || verdict.outcome === 'pending')) {
    verdict = { ...verdict, outcome: 'failed', message: `${verdict.message} DENY` };
  }
  await applyVerdict(db, attempt, verdict);
  return { outcome: verdict.outcome, message: verdict.message, refused, unanswered };
}

/**
 * What the staff member is told of a decision: done (approved and paid, rejected and failed, or an
 * approval the gateway took and has yet to settle), or why not, with the payment as it now stands.
 * Pure.
 */
export function reviewReply(
  decision: ReviewDecision,
  result: ReviewResult,
): { ok: true } | { ok: false; kind: 'conflict' | 'upstream'; message: string } {
  const { outcome } = result;
  if (outcome === (decision === 'approve' ? 'paid' : 'failed')) return { ok: true };
  if (outcome === 'paid') return { ok: false, kind: 'conflict', message: REVIEW_MESSAGES.paidMeanwhile };
  if (outcome === 'failed')
    return { ok: false, kind: 'conflict', message: REVIEW_MESSAGES.failedMeanwhile(result.message) };
  if (result.refused)
    return { ok: false, kind: 'upstream', message: REVIEW_MESSAGES.refused(result.refused) };
  if (result.unanswered) return { ok: false, kind: 'upstream', message: REVIEW_MESSAGES.unanswered };
  return { ok: true };
}
