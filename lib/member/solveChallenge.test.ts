/** @jest-environment node */
import { createChallenge, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { proofFor } from './solveChallenge';

// The browser solver (WebCrypto) against a challenge made by the server's library (node:crypto).
test('the browser solver finds the proof the server accepts', async () => {
  const secret = 'test-secret';
  const challenge = await createChallenge({
    algorithm: 'PBKDF2/SHA-256',
    cost: 5000,
    counter: 20,
    deriveKey,
    data: { org: 1, exp: 2_000_000_000 },
    hmacSignatureSecret: secret,
  });
  const proof = await proofFor(JSON.parse(JSON.stringify(challenge)));
  const { challenge: sent, solution } = JSON.parse(atob(proof!)) as { challenge: Challenge; solution: never };
  expect(
    (await verifySolution({ challenge: sent, solution, deriveKey, hmacSignatureSecret: secret })).verified,
  ).toBe(true);
});

test.each([null, 'x', { parameters: {} }])('%j is no challenge: null', async (raw) => {
  expect(await proofFor(raw)).toBeNull();
});
