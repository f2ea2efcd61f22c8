import { hashPassword, verifyPassword } from './passwords';

describe('passwords', () => {
  test('stored as scrypt$N$r$p$salt$hash with the agreed parameters', async () => {
    const stored = await hashPassword('abc12345');
    const [name, N, r, p, salt, hash] = stored.split('$');
    expect([name, N, r, p]).toEqual(['scrypt', '16384', '8', '1']);
    expect(Buffer.from(salt!, 'base64')).toHaveLength(16);
    expect(Buffer.from(hash!, 'base64')).toHaveLength(64);
    expect(stored).not.toContain('abc12345');
  });

  test('the right password matches; any other does not', async () => {
    const stored = await hashPassword('abc12345');
    expect(await verifyPassword('abc12345', stored)).toBe(true);
    for (const wrong of ['abc1234', 'abc123456', 'ABC12345', '', ' abc12345']) {
      expect(await verifyPassword(wrong, stored)).toBe(false);
    }
  });

  test('the same password gets a new salt each time', async () => {
    const [a, b] = await Promise.all([hashPassword('same1234'), hashPassword('same1234')]);
    expect(a).not.toBe(b);
    expect(await verifyPassword('same1234', b)).toBe(true);
  });

  test('full-width and half-width forms of a password are the same password', async () => {
    expect(await verifyPassword('ａｂｃ１２３４５', await hashPassword('abc12345'))).toBe(true);
  });

  test.each([[''], ['bcrypt$x'], ['scrypt$a$b$c$d$e'], ['scrypt$16384$8$1$c2FsdA==$']])(
    'a malformed stored value %j never matches',
    async (stored) => {
      expect(await verifyPassword('abc12345', stored)).toBe(false);
    },
  );
});
