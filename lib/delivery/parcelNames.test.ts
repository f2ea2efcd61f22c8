import { NAME_PROBLEMS, nameProblem, nameUnits } from './parcelNames';

// The rule of ECPay's WooCommerce plugin (Woocommerce_ECPAY, helpers/logistic/ecpay-logistic-helper.php,
// calculate_string_length and validate_shipping_field('name')): letters 1, others 2, 4–10 in all.
test.each([
  ['王小明', 6],
  ['林', 2],
  ['Mary', 4],
  ['歐陽小明', 8],
  ['小島選物', 8],
  ['Ann Lee', 8],
])('%s counts %d', (name, units) => {
  expect(nameUnits(name)).toBe(units);
});

test.each([
  ['王小明', null],
  ['歐陽娜娜', null],
  ['山嵐咖啡', null],
  ['Mary', null],
  ['Christophe', null],
  ['林', NAME_PROBLEMS.length],
  ['Ann', NAME_PROBLEMS.length],
  ['小島選物生活館', NAME_PROBLEMS.length], // 7 Chinese characters: 14
  ['Christopher', NAME_PROBLEMS.length], // 11 letters
  ['王小明2', NAME_PROBLEMS.digit],
  ['7號倉庫', NAME_PROBLEMS.digit],
  ['王-小明', NAME_PROBLEMS.symbol],
  ['王（小明）', NAME_PROBLEMS.symbol],
  ['A_B_C_D', NAME_PROBLEMS.symbol],
  ['王\u0000小明', NAME_PROBLEMS.symbol],
  ['  王小明  ', null],
])('%j: %s', (name, problem) => {
  expect(nameProblem(name)).toBe(problem);
});
