import { z } from 'zod';

/**
 * The proof of work a code request carries once its address or organisation is past its free
 * requests (otpBudgets.ts). PBKDF2-SHA-256 because the browser runs it natively (WebCrypto), so a
 * script rewritten in native code gains little over a phone; plain SHA-256 steps, each a separate
 * WebCrypto call from JavaScript, would leave a native script hundreds of times faster.
 *
 * The server picks the answer (a counter between COUNTER_MIN and COUNTER_MAX) and the solver tries
 * the counters from 0 until it meets it: the work is bounded, no unlucky shopper waits long. One try
 * is PBKDF2_COST iterations, about 2 ms on a laptop and 6–8 ms on a mid-range phone, so 30 tries on
 * average cost a phone about a quarter of a second and a script about 60 ms of a core per request.
 */
export const CHALLENGE = {
  algorithm: 'PBKDF2/SHA-256',
  cost: 5000,
  keyLength: 32,
  counterMin: 10,
  counterMax: 50,
  /** Long enough for a slow phone, short enough that solved challenges cannot be stockpiled. */
  ttlMs: 5 * 60_000,
} as const;

/** What a challenge carries, signed with it: which organisation it is for and until when (seconds). */
const ChallengeDataSchema = z.object({ org: z.number().int(), exp: z.number().int() });
export type ChallengeData = z.infer<typeof ChallengeDataSchema>;

/** A proof as sent: the challenge as it was issued (every field kept, as they are signed) and its solution. */
const ProofSchema = z.object({
  challenge: z.looseObject({
    parameters: z.looseObject({
      algorithm: z.string().max(32),
      nonce: z.string().max(64),
      salt: z.string().max(64),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string().max(128),
      data: ChallengeDataSchema,
    }),
    signature: z.string().max(256),
  }),
  solution: z.object({ counter: z.number(), derivedKey: z.string().max(256) }),
});
export type Proof = z.infer<typeof ProofSchema>;

/** The proof field of a code request (base64 of JSON, like the altcha widget's payload); null if malformed. */
export function decodeProof(raw: string): Proof | null {
  try {
    const parsed = ProofSchema.safeParse(JSON.parse(Buffer.from(raw, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export type ProofProblem = 'other_org' | 'expired';

/** What is wrong with a challenge's own terms, before its signature and solution are checked. */
export function proofProblem(data: ChallengeData, orgId: number, now: Date): ProofProblem | null {
  if (data.org !== orgId) return 'other_org';
  if (data.exp * 1000 <= now.getTime()) return 'expired';
  return null;
}

export const challengeExpiry = (now: Date): number => Math.floor((now.getTime() + CHALLENGE.ttlMs) / 1000);
