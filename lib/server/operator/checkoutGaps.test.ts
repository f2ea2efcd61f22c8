import { CHECKOUT_GAPS, checkoutGaps, type ShopSetup } from './checkoutGaps';

describe('what keeps shoppers from checking out', () => {
  test('COD without a delivery that collects cash is pointed out', () => {
    const setup: ShopSetup = {
      deliveries: [{ type: 'home', enable: null, allowCollection: false }],
      payments: [{ type: 'COD', enable: true, gateway: null, credentials: null }],
      storeMap: false,
    };
    expect(checkoutGaps(setup)).toEqual([CHECKOUT_GAPS.codWithoutCollection]);
    // An online type without a gateway's keys is not a way to pay.
    expect(
      checkoutGaps({
        ...setup,
        payments: [{ type: 'linepay', enable: true, gateway: null, credentials: null }],
      }),
    ).toEqual([CHECKOUT_GAPS.noPayment]);
    expect(checkoutGaps({ deliveries: [], payments: [], storeMap: true })).toEqual([
      CHECKOUT_GAPS.noDelivery,
      CHECKOUT_GAPS.noPayment,
    ]);
  });
});
