import { PARCEL_STATES, type ParcelState } from '../../shipments/states';
import { parcelStateOf, sandboxCodeOf } from './status';

test.each<[string, string, ParcelState | null]>([
  ['CVS', '300', 'created'],
  ['CVS', '2068', 'shipped'],
  ['CVS', '2030', 'shipped'],
  ['CVS', '3024', 'shipped'],
  ['CVS', '2073', 'arrived'],
  ['CVS', '2063', 'arrived'],
  ['CVS', '3018', 'arrived'],
  ['CVS', '2067', 'pickedUp'],
  ['CVS', '3022', 'pickedUp'],
  ['CVS', '2074', 'notPickedUp'],
  ['CVS', '3020', 'notPickedUp'],
  ['CVS', '3023', 'returned'],
  ['CVS', ' 2067 ', 'pickedUp'],
  ['CVS', '7019', null],
  ['CVS', '', null],
  ['CVS', '3003', null],
  ['HOME', '3006', 'shipped'],
  ['Home', '3003', 'delivered'],
  ['HOME', '2067', null],
  // ECPay SDK_PHP example/Logistics/logistics_status.xlsx, sheet 全家超商(Fami).
  ['CVS', '3029', 'arrived'], // 包裹已配達指定取件門市
  ['CVS', '3025', 'notPickedUp'], // 買家未取包裹，已退回物流中心
  ['CVS', '3019', 'returned'], // 包裹已退至原寄件門市
  ['CVS', '3031', 'returned'], // 包裹已退至指定寄件門市
  // The same sheet's 中華郵政(POST).
  ['HOME', '3301', 'shipped'], // 交寄郵件
  ['HOME', '3312', 'shipped'], // 貨件投遞中
  ['HOME', '3313', 'shipped'], // 郵局貨件運轉中
  ['HOME', '3302', 'arrived'], // 各區郵局招領中
  ['HOME', '3314', 'arrived'], // 到達i郵箱
  ['HOME', '3303', null], // 投遞不成功: tried again
  ['HOME', '3304', null], // 依寄件人指示銷毀: the shop's own instruction
  ['HOME', '3305', 'notPickedUp'], // 拒收
  ['HOME', '3306', 'notPickedUp'], // 退回投遞不成功
  ['HOME', '3311', 'notPickedUp'], // 退回郵件投遞中
  ['HOME', '3310', 'returned'], // 已退回寄件人
  ['HOME', '3307', 'pickedUp'], // i郵箱取件成功
  ['HOME', '3308', 'delivered'], // 投遞成功
  ['HOME', '3309', 'pickedUp'], // 投遞成功(收受人領取)
  ['HOME', '3315', null], // i郵箱逾期退招領: back to counter pickup, still waiting
  ['HOME', '7302', null], // 郵件遺失
])('%s code %s is %s', (type, code, state) => {
  expect(parcelStateOf(type, code)).toBe(state);
});

test.each(['UNIMART', 'UNIMARTC2C', 'FAMI', 'FAMIC2C', 'HILIFE', 'HILIFEC2C', 'OKMARTC2C'])(
  'the sandbox speaks codes of %s that read back as the same step',
  (subType) => {
    for (const state of ['shipped', 'arrived', 'pickedUp', 'notPickedUp', 'returned'] as const) {
      const code = sandboxCodeOf(subType, state);
      expect(code && parcelStateOf('CVS', code)).toBe(state);
    }
    expect(sandboxCodeOf(subType, 'delivered')).toBeNull();
  },
);

it('the sandbox delivers a home parcel with home delivery codes', () => {
  for (const subType of ['TCAT', 'POST'])
    for (const state of PARCEL_STATES) {
      const code = sandboxCodeOf(subType, state);
      if (code) expect(parcelStateOf('HOME', code)).toBe(state);
    }
  expect(parcelStateOf('HOME', sandboxCodeOf('TCAT', 'delivered')!)).toBe('delivered');
  // A posted parcel can come back to the shop, and the sandbox can send it there.
  expect(parcelStateOf('HOME', sandboxCodeOf('POST', 'returned')!)).toBe('returned');
});
