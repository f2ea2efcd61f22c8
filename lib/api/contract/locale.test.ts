import { SigninBodySchema } from '.';

test('zod’s own messages are in Traditional Chinese wherever the contract is loaded, as on the server', () => {
  const result = SigninBodySchema.safeParse({ phone: '0912345678', password: 'x'.repeat(65) });
  expect(result.error?.issues[0]?.message).toBe('數值過大：預期 string 應為 <=64 字元');
});
