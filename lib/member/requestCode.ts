import { CHALLENGE_REQUIRED, type OtpPurpose } from '@/lib/api/contract/auth';
import { sendOtp } from '@/lib/api/members';

/** The challenge of a failed answer that demands a proof of work, else null. */
export function challengeOf(body: unknown): unknown {
  if (!body || typeof body !== 'object') return null;
  const { code, challenge } = body as { code?: unknown; challenge?: unknown };
  return code === CHALLENGE_REQUIRED && challenge ? challenge : null;
}

/**
 * Asks for a code. When the server first wants a proof of work (many requests from this network or
 * for this shop), the page does the work and asks again, without a tap: the solver (and the library
 * behind it) loads only then, so no page pays for it until a challenge comes.
 */
export async function requestCode(orgId: number, phone: string, purpose: OtpPurpose) {
  let challenge: unknown = null;
  const ask = (proof?: string) =>
    sendOtp(orgId, { phone, purpose, proof }, (body) => {
      challenge = challengeOf(body);
    });
  const first = await ask();
  if (first[1] === null || challenge === null) return first;
  const { proofFor } = await import('./solveChallenge');
  const proof = await proofFor(challenge);
  return proof === null ? first : ask(proof);
}
