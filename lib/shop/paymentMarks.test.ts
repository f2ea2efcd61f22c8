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

test.each<[string, Parameters<typeof footerMarks>[0], Delivery[], string[]]>([
  ['offline payments only', ['COD', 'atm'], [], []],
  ['a card gateway', ['newebpay'], [], ['visa', 'masterCard', 'jcb']],
  ['PChomePay', ['pchomepay'], [], ['visa', 'masterCard', 'jcb', 'pchomePay']],
  ['wallets', ['jkos', 'linepay'], [], ['linePay', 'jkoPay']],
  ['Ibon is paid at 7-ELEVEN', ['Ibon'], [], ['sevenEleven']],
  [
    'convenience-store chains delivered to, a switched-off one left out',
    [],
    [cvs('FAMI'), cvs('OKMARTC2C'), cvs('UNIMART', false), cvs('HILIFE')],
    ['familyMart', 'okMart'],
  ],
  ['7-ELEVEN once, however it comes', ['Ibon'], [cvs('UNIMART')], ['sevenEleven']],
])('%s', (_, types, deliveries, marks) => {
  expect([...footerMarks(types, deliveries)].sort()).toEqual([...marks].sort());
});
