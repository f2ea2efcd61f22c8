import { challengeExpiry, decodeProof, proofProblem } from './challengeRules';

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
const proof = {
  challenge: {
    parameters: {
      algorithm: 'PBKDF2/SHA-256',
      nonce: '01',
      salt: 'ab',
      cost: 5000,
      keyLength: 32,
      keyPrefix: '0a',
      keySignature: '99',
      data: { org: 1, exp: 100 },
    },
    signature: 'cd',
  },
  solution: { counter: 12, derivedKey: 'ef' },
};

describe('decodeProof', () => {
  test('keeps every signed field of the challenge', () => {
    expect(decodeProof(encode(proof))).toEqual(proof);
  });

  test.each([
    ['not base64 JSON', '%%%'],
    ['JSON of something else', encode({ hello: 1 })],
    ['no solution', encode({ challenge: proof.challenge })],
    ['no data', encode({ ...proof, challenge: { ...proof.challenge, parameters: { salt: 'ab' } } })],
    [
      'a string org',
      encode({
        ...proof,
        challenge: { ...proof.challenge, parameters: { salt: 'ab', data: { org: '1', exp: 1 } } },
      }),
    ],
    ['a huge key', encode({ ...proof, solution: { counter: 1, derivedKey: 'a'.repeat(300) } })],
    ['empty', ''],
  ])('%s → null', (_, raw) => {
    expect(decodeProof(raw)).toBeNull();
  });
});

describe('proofProblem', () => {
  const now = new Date(99_000);
  test.each([
    [{ org: 1, exp: 100 }, 1, null],
    [{ org: 2, exp: 100 }, 1, 'other_org'],
    [{ org: 1, exp: 99 }, 1, 'expired'],
    [{ org: 1, exp: 98 }, 1, 'expired'],
  ])('%j at org %i → %s', (data, orgId, problem) => {
    expect(proofProblem(data, orgId, now)).toBe(problem);
  });
});

test('a challenge is good for five minutes', () => {
  expect(challengeExpiry(new Date(1_000_000))).toBe(1000 + 300);
});
