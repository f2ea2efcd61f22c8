import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { OtpChallengeSchema } from '@/lib/api/contract/auth';

/** Past this the phone is too slow or the page was left: the shopper sees the server's message. */
const SOLVE_TIMEOUT_MS = 20_000;

/** Solves a code request's challenge in the browser (WebCrypto): the proof to send, or null. */
export async function proofFor(raw: unknown): Promise<string | null> {
  const parsed = OtpChallengeSchema.safeParse(raw);
  if (!parsed.success) return null;
  const challenge = parsed.data as unknown as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey, timeout: SOLVE_TIMEOUT_MS });
  return solution && btoa(JSON.stringify({ challenge, solution }));
}
