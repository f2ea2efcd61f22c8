import {
  InvoiceRejectedError,
  readAllowance,
  readExists,
  readGetIssue,
  readInvalid,
  readIssue,
  taiwanDay,
} from './answers';
import { InvoiceCallError } from './envelope';

const ok = (data: Record<string, unknown>) => ({ rtnCode: 1, rtnMsg: 'ok', data: { RtnCode: 1, ...data } });
const refused = { rtnCode: 5_070_350, rtnMsg: '字軌未設定', data: { RtnCode: 5_070_350 } };

describe('Issue', () => {
  test.each([
    ['2026-11-25 17:06:34', '2026-11-25T17:06:34+08:00'],
    ['2026-11-25+17:06:34', '2026-11-25T17:06:34+08:00'],
    ['2026/11/25 17:06', '2026-11-25T17:06:00+08:00'],
  ])('the invoice date %s is %s', (date, iso) => {
    expect(readIssue(ok({ InvoiceNo: 'UV11100016', InvoiceDate: date, RandomNumber: '6866' }))).toEqual({
      number: 'UV11100016',
      issuedAt: iso,
      randomCode: '6866',
    });
  });

  test.each([
    [
      'a number of the wrong shape',
      { InvoiceNo: 'U11100016', InvoiceDate: '2026-11-25 17:06:34', RandomNumber: '6866' },
    ],
    [
      'a random code of 3 digits',
      { InvoiceNo: 'UV11100016', InvoiceDate: '2026-11-25 17:06:34', RandomNumber: '686' },
    ],
    ['no date', { InvoiceNo: 'UV11100016', RandomNumber: '6866' }],
  ])('%s is a call error', (_name, data) => {
    expect(() => readIssue(ok(data))).toThrow(InvoiceCallError);
  });

  test('a refusal names its code and message', () => {
    expect(() => readIssue(refused)).toThrow(new InvoiceRejectedError(5_070_350, '字軌未設定'));
  });
});

test('Invalid gives the voided number', () => {
  expect(readInvalid(ok({ InvoiceNo: 'AB12345678' }))).toEqual({ number: 'AB12345678' });
});

test('Allowance gives its number and what is left', () => {
  expect(readAllowance(ok({ IA_Allow_No: '2026112600300507', IA_Remain_Allowance_Amt: '300' }))).toEqual({
    allowanceNo: '2026112600300507',
    remaining: 300,
  });
});

describe('GetIssue', () => {
  const FOUND = {
    IIS_Number: 'YM00000055',
    IIS_Relate_Number: 'ecPay31773',
    IIS_Create_Date: '2026-11-25 10:00:00',
    IIS_Random_Number: '4988',
    IIS_Sales_Amount: '300',
    IIS_Invalid_Status: '0',
    IIS_Remain_Allowance_Amt: 300,
  };

  test('an invoice found', () => {
    expect(readGetIssue(ok(FOUND))).toEqual({
      number: 'YM00000055',
      relateNumber: 'ecPay31773',
      issuedAt: '2026-11-25T10:00:00+08:00',
      randomCode: '4988',
      amount: 300,
      voided: false,
      remainingAllowance: 300,
    });
  });

  test('a voided one', () => {
    expect(readGetIssue(ok({ ...FOUND, IIS_Invalid_Status: 1 }))?.voided).toBe(true);
  });

  test('none under that key is null', () => {
    expect(readGetIssue(refused)).toBeNull();
  });
});

test.each([
  ['Y', true],
  ['N', false],
])('IsExist %s is %s', (flag, exists) => {
  expect(readExists(ok({ IsExist: flag }))).toBe(exists);
});

test.each([
  ['2026-11-25T15:59:59Z', '2026-11-25'],
  ['2026-11-25T16:00:00Z', '2026-11-26'],
  ['2026-11-25T17:06:34+08:00', '2026-11-25'],
])('the Taiwan day of %s is %s', (iso, day) => {
  expect(taiwanDay(iso)).toBe(day);
});
