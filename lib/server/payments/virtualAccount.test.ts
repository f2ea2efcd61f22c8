import { issuedAtmInfo, readIssuedAccount, taiwanWallTime } from './virtualAccount';

describe('taiwanWallTime', () => {
  it.each([
    ['2026-11-26', '23:59:59', '2026-11-26T15:59:59.000Z'],
    ['2026/11/26', '00:00:00', '2026-11-25T16:00:00.000Z'],
    ['2028-02-29', '12:00:00', '2028-02-29T04:00:00.000Z'],
  ])('%s %s in Taiwan is %s', (date, time, iso) => {
    expect(taiwanWallTime(date, time)?.toISOString()).toBe(iso);
  });

  it.each([
    ['2026-02-30', '12:00:00'],
    ['2026-13-01', '12:00:00'],
    ['20261126', '12:00:00'],
    ['2026-11-26', '24:00:00'],
    ['2026-11-26', '12:60:00'],
    ['2026-11-26', ''],
  ])('%j %j is no time', (date, time) => {
    expect(taiwanWallTime(date, time)).toBeNull();
  });
});

describe('readIssuedAccount', () => {
  const expiresAt = new Date('2026-11-26T15:59:59Z');
  it('takes a 3-digit bank code and an all-digit account', () => {
    expect(readIssuedAccount({ bankCode: '822', account: '9829480477210522', expiresAt })).toEqual({
      bankCode: '822',
      account: '9829480477210522',
      expiresAt,
    });
  });

  it.each([
    ['a missing bank code', { bankCode: undefined, account: '9829480477210522', expiresAt }],
    ['a 4-digit bank code', { bankCode: '0822', account: '9829480477210522', expiresAt }],
    ['an account with a dash', { bankCode: '822', account: '98294804-77210522', expiresAt }],
    ['a short account', { bankCode: '822', account: '1234', expiresAt }],
    ['no expiry', { bankCode: '822', account: '9829480477210522', expiresAt: null }],
  ])('refuses %s', (_, fields) => {
    expect(readIssuedAccount(fields)).toBeNull();
  });
});

describe('issuedAtmInfo', () => {
  const issued = { bankCode: '004', account: '20490112345678', expiresAt: new Date('2026-11-26T15:59:59Z') };

  it('names a bank it knows, marks the account virtual and is due when the account expires', () => {
    expect(issuedAtmInfo(issued, new Date('2026-11-27T15:59:59Z'))).toEqual({
      bankCode: '004',
      bankName: '臺灣銀行',
      account: '20490112345678',
      dueAt: '2026-11-26T15:59:59.000Z',
      virtual: true,
    });
  });

  it('is due with the order when the order is due first', () => {
    expect(issuedAtmInfo(issued, new Date('2026-11-25T15:59:59Z')).dueAt).toBe('2026-11-25T15:59:59.000Z');
  });

  it('shows the holder a gateway names, and no bank name for a code it does not know', () => {
    const info = issuedAtmInfo({ ...issued, bankCode: '999', holder: '測試帳號' }, null);
    expect(info).toMatchObject({ bankCode: '999', bankName: '', accountName: '測試帳號' });
  });
});
