import { createHmac, randomInt } from 'node:crypto';
import { CHALLENGE_REQUIRED } from '@/lib/api/contract';
import { createChallenge, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Db } from '../db/client';
import { DomainError } from '@/lib/server/kernel/errors';
import { CHALLENGE, challengeExpiry, decodeProof, proofProblem } from './challengeRules';
import { clock } from './clock';
import { persistentSecret } from './persistentSecret';
import { claimOnce } from './rateLimit';

const CHALLENGE_SECRET_FILE = 'challenge.secret';

/** OTP_CHALLENGE_SECRET, else a secret in DATA_DIR: every process on the data shares it. */
const signingSecret = () => persistentSecret(process.env.OTP_CHALLENGE_SECRET, CHALLENGE_SECRET_FILE);
/** The derived key is signed apart, so a solution is checked with one HMAC, not by redoing the work. */
const keySecret = () => createHmac('sha256', signingSecret()).update('derived-key').digest('hex');

async function issueChallenge(orgId: number): Promise<Challenge> {
  return createChallenge({
    algorithm: CHALLENGE.algorithm,
    cost: CHALLENGE.cost,
    keyLength: CHALLENGE.keyLength,
    counter: randomInt(CHALLENGE.counterMin, CHALLENGE.counterMax),
    deriveKey,
    data: { org: orgId, exp: challengeExpiry(clock.now()) },
    hmacSignatureSecret: signingSecret(),
    hmacKeySignatureSecret: keySecret(),
  });
}

/** The answer to a request that needs the work: a fresh challenge, which the sign-in screens solve. */
export async function challengeRequired(orgId: number, message: string): Promise<DomainError> {
  return new DomainError('forbidden', message, {
    code: CHALLENGE_REQUIRED,
    challenge: await issueChallenge(orgId),
  });
}

/**
 * Whether the proof is a solved challenge this server issued to the organisation, still in time and
 * never used before. A challenge is spent by its first proof with a good signature, right or wrong,
 * so one challenge never buys more than one check.
 */
export async function proofHolds(db: Db, orgId: number, raw: string): Promise<boolean> {
  const proof = decodeProof(raw);
  if (!proof) return false;
  const { data, salt } = proof.challenge.parameters;
  if (proofProblem(data, orgId, clock.now())) return false;
  const result = await verifySolution({
    challenge: proof.challenge,
    solution: proof.solution,
    deriveKey,
    hmacSignatureSecret: signingSecret(),
    hmacKeySignatureSecret: keySecret(),
  });
  if (result.invalidSignature !== false) return false;
  const fresh = await claimOnce(db, `challenge:${salt}`, new Date(data.exp * 1000));
  return fresh && result.verified;
}
