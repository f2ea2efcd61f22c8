import { CHECKOUT_GAPS, checkoutGaps, type ShopSetup } from './checkoutGaps';

describe('what keeps shoppers from checking out', () => {
  test('COD without a delivery that collects cash is pointed out', () => {
    const setup: ShopSetup = {
      deliveries: [{ type: 'home', enable: null, allowCollection: false }],
      payments: [{ type: 'COD', enable: true, gateway: null, credentials: null, account: null }],
      storeMap: false,
    };
    expect(checkoutGaps(setup)).toEqual([CHECKOUT_GAPS.codWithoutCollection]);
    // An online type without a gateway's keys is not a way to pay.
    expect(
      checkoutGaps({
        ...setup,
        payments: [{ type: 'linepay', enable: true, gateway: null, credentials: null, account: null }],
      }),
    ).toEqual([CHECKOUT_GAPS.noPayment]);
    // Nor is an ATM transfer without the shop's account to receive it.
    const atm = { type: 'atm', enable: true, gateway: null, credentials: null, account: null };
    expect(checkoutGaps({ ...setup, payments: [atm] })).toEqual([CHECKOUT_GAPS.noPayment]);
    const account = { bankCode: '808', account: '12345678901234', accountName: '小島選物有限公司' };
    expect(checkoutGaps({ ...setup, payments: [{ ...atm, account }] })).toEqual([]);
    expect(checkoutGaps({ deliveries: [], payments: [], storeMap: true })).toEqual([
      CHECKOUT_GAPS.noDelivery,
      CHECKOUT_GAPS.noPayment,
    ]);
  });

  test('the console names its sections, never a command or a flag', () => {
    const gaps = checkoutGaps(
      {
        deliveries: [{ type: 'cvs', enable: true, allowCollection: false }],
        payments: [{ type: 'COD', enable: true, gateway: null, credentials: null, account: null }],
        storeMap: false,
      },
      'console',
    );
    expect(gaps).toHaveLength(2);
    for (const gap of gaps) expect(gap).not.toMatch(/--|delivery set|payment on|logistics/);
    expect(checkoutGaps({ deliveries: [], payments: [], storeMap: true }, 'console')).toHaveLength(2);
  });
});
