import { passwordProof } from './passwordChangeRules';

test.each([
  [false, {}, 'first'],
  [false, { currentPassword: 'abc12345' }, 'first'],
  [false, { phoneVerifyToken: 't' }, 'first'],
  [true, {}, 'missing'],
  [true, { currentPassword: '' }, 'missing'],
  [true, { phoneVerifyToken: '' }, 'missing'],
  [true, { currentPassword: 'abc12345' }, 'current'],
  [true, { phoneVerifyToken: 't' }, 'code'],
  [true, { currentPassword: 'abc12345', phoneVerifyToken: 't' }, 'current'],
] as const)('has a password: %s, sent %j → %s', (hasPassword, body, proof) => {
  expect(passwordProof(hasPassword, body)).toBe(proof);
});
