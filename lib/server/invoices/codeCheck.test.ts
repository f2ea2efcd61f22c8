import { InvoiceSchema } from '@/lib/api/contract';
import { codeToCheck } from './codeCheck';

test.each([
  ['member carrier', { carrierType: 'member' }, null],
  [
    'mobile barcode',
    { carrierType: 'mobile', carrierNum: '/ABC1234' },
    { kind: 'barcode', code: '/ABC1234' },
  ],
  [
    'citizen certificate (no registry to ask)',
    { carrierType: 'citizen', carrierNum: 'AB12345678901234' },
    null,
  ],
  ['donation', { carrierType: 'donation', carrierNum: '168001' }, { kind: 'loveCode', code: '168001' }],
  ['company', { type: 'B2B', customerIdentifier: '12345675', customerName: '小島選物有限公司' }, null],
])('codeToCheck: %s', (_, choice, expected) => {
  expect(codeToCheck(InvoiceSchema.parse(choice))).toEqual(expected);
});

test('codeToCheck: no invoice chosen', () => {
  expect(codeToCheck(null)).toBeNull();
});
