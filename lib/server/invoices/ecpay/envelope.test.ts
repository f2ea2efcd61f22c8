import { encryptData } from './cipher';
import {
  answerEnvelope,
  InvoiceCallError,
  readAnswer,
  refusedEnvelope,
  requestEnvelope,
  timestampFresh,
} from './envelope';

const KEYS = { MerchantID: '2000132', HashKey: 'ejCk326UnaZWKisg', HashIV: 'q9jcZX8Ib9LM8wYk' };
const NOW = new Date('2026-11-25T10:00:00Z');

test('a request carries the merchant, the Unix time and the encrypted Data', () => {
  const envelope = requestEnvelope(KEYS, { Name: 'Test', ID: 'A123456789' }, NOW);
  expect(envelope).toEqual({
    MerchantID: '2000132',
    RqHeader: { Timestamp: 1_795_600_800, Revision: '3.0.0' },
    // ECPay's documented example cipher text: the same Data whatever the envelope.
    Data: 'uvI4yrErM37XNQkXGAgRgJAgHn2t72jahaMZzYhWL1HmvH4WV18VJDP2i9pTbC+tby5nxVExLLFyAkbjbS2Dvg==',
  });
});

test('an answer is read back to its RtnCode and fields', () => {
  const result = readAnswer(
    KEYS,
    answerEnvelope(KEYS, { RtnCode: 1, RtnMsg: '開立發票成功', InvoiceNo: 'AB12345678' }, NOW),
  );
  expect(result).toEqual({
    rtnCode: 1,
    rtnMsg: '開立發票成功',
    data: { RtnCode: 1, RtnMsg: '開立發票成功', InvoiceNo: 'AB12345678' },
  });
});

test('an RtnCode sent as text is read as a number', () => {
  const body = { TransCode: '1', Data: encryptData(KEYS, { RtnCode: '1', RtnMsg: 'ok' }) };
  expect(readAnswer(KEYS, body).rtnCode).toBe(1);
});

test.each<[string, unknown, boolean]>([
  ['not an envelope', 'oops', true],
  ['a refused envelope', refusedEnvelope('2000132', 'Timestamp 已逾時', 9_000_003, NOW), false],
  [
    'Data under other keys',
    {
      TransCode: 1,
      Data: encryptData({ HashKey: 'AAAAAAAAAAAAAAAA', HashIV: 'BBBBBBBBBBBBBBBB' }, { RtnCode: 1 }),
    },
    false,
  ],
  ['Data without RtnCode', { TransCode: 1, Data: encryptData(KEYS, { InvoiceNo: 'AB12345678' }) }, false],
])('%s is a call error (retryable: %s)', (_name, body, retryable) => {
  let error: unknown;
  try {
    readAnswer(KEYS, body);
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(InvoiceCallError);
  expect((error as InvoiceCallError).retryable).toBe(retryable);
});

test.each([
  [0, true],
  [600, true],
  [-600, true],
  [601, false],
  [-3600, false],
])('a Timestamp %i seconds off is fresh: %s', (offset, fresh) => {
  expect(timestampFresh(Math.floor(NOW.getTime() / 1000) + offset, NOW)).toBe(fresh);
});
