import { applyDraft, applyPickedStore, draftOf, DRAFT_MINUTES } from './draft';
import { COLD, CVS, HOME, loadedState, OFF } from './testFixtures';

const NOW = Date.UTC(2026, 10, 23, 6, 0, 0);
const store = { CVSStoreID: '991182', CVSStoreName: '測試信義門市' };
const picked = {
  token: 'tok-abcdefghijklmnop',
  store: {
    ...store,
    CVSAddress: '台北市信義區松高路 19 號',
    LogisticsSubType: 'UNIMART' as const,
    ecommerceDeliveryId: CVS.id,
  },
};

describe('a checkout draft', () => {
  const filled = {
    ...loadedState(),
    receiver: { name: '王小明', phone: '0912345678', address: '', email: 'a@b.tw', note: '請放管理室' },
    promoCode: 'WELCOME100',
    walletPrice: 120,
  };

  test('brings back what was typed and chosen', () => {
    const left = applyPickedStore(filled, picked);
    const back = applyDraft(loadedState(), draftOf(left, NOW), NOW + 60_000);
    expect(back).toMatchObject({
      delivery: CVS.id,
      mapToken: picked.token,
      cvsStore: store,
      receiver: filled.receiver,
      promoCode: 'WELCOME100',
      walletPrice: 120,
    });
  });

  test.each([
    ['too old', NOW + (DRAFT_MINUTES + 1) * 60_000],
    ['from the future', NOW - 1],
  ])('is ignored when %s', (_, at) => {
    const fresh = loadedState();
    expect(applyDraft(fresh, draftOf(filled, NOW), at)).toBe(fresh);
  });

  test('does not bring back a delivery the shop no longer offers', () => {
    const draft = { ...draftOf(filled, NOW), delivery: OFF.id };
    expect(applyDraft(loadedState(), draft, NOW).delivery).toBe(HOME.id);
  });

  test('keeps a cash-on-delivery payment only with a delivery that collects it', () => {
    const draft = { ...draftOf(filled, NOW), payment: 'COD' as const, delivery: COLD.id };
    expect(applyDraft(loadedState(), draft, NOW)).toMatchObject({ payment: 'COD', delivery: HOME.id });
  });
});

describe('a store picked on the map', () => {
  test('chooses its delivery and fills the store in', () => {
    expect(applyPickedStore(loadedState(), picked)).toMatchObject({
      delivery: CVS.id,
      mapToken: picked.token,
      cvsStore: store,
    });
  });

  test('is ignored for a delivery that cannot be chosen', () => {
    const state = loadedState();
    const elsewhere = { ...picked, store: { ...picked.store, ecommerceDeliveryId: OFF.id } };
    expect(applyPickedStore(state, elsewhere)).toBe(state);
    expect(applyPickedStore(state, null)).toBe(state);
  });
});
