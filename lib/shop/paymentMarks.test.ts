import type { Delivery } from '@/lib/api/contract';
import { footerMarks } from './paymentMarks';

const cvs = (subType: string, enable: boolean | null = true): Delivery => ({
  id: 1,
  name: subType,
  type: 'cvs',
  subType,
  fee: 60,
  freeShippingThreshold: null,
  enable,
  allowCollection: true,
  EcommerceDeliveryBranches: [],
});

const NEWEBPAY_CARDS = ['visa', 'masterCard', 'jcb', 'unionPay', 'amex'];

test.each<[string, Parameters<typeof footerMarks>[0], Delivery[], string[]]>([
  ['offline payments only', ['COD', 'atm', 'free'], [], []],
  ['NewebPay takes UnionPay and American Express too', ['newebpay'], [], NEWEBPAY_CARDS],
  [
    'PChomePay: its own mark and three card brands',
    ['pchomepay'],
    [],
    ['visa', 'masterCard', 'jcb', 'pchomePay'],
  ],
  [
    'both card gateways: every brand either takes, once',
    ['pchomepay', 'newebpay'],
    [],
    [...NEWEBPAY_CARDS, 'pchomePay'],
  ],
  ['wallets', ['jkos', 'linepay'], [], ['linePay', 'jkoPay']],
  ['Ibon is paid at 7-ELEVEN', ['Ibon'], [], ['sevenEleven']],
  [
    'convenience-store chains delivered to, a switched-off one left out',
    [],
    [cvs('FAMI'), cvs('OKMARTC2C'), cvs('UNIMART', false), cvs('HILIFE', null)],
    ['familyMart', 'okMart', 'rtMart'],
  ],
  ['Hi-Life store to store is the rtMart mark', [], [cvs('HILIFEC2C')], ['rtMart']],
  ['a chain the footer has no mark for', [], [cvs('UNKNOWN')], []],
  ['7-ELEVEN once, however it comes', ['Ibon'], [cvs('UNIMART'), cvs('UNIMARTC2C')], ['sevenEleven']],
  [
    'home delivery and store pickup have no mark',
    [],
    [
      { ...cvs('UNIMART'), type: 'home' },
      { ...cvs('FAMI'), type: 'store' },
    ],
    [],
  ],
])('%s', (_, types, deliveries, marks) => {
  expect([...footerMarks(types, deliveries)].sort()).toEqual([...marks].sort());
});
