import { killsAfterSend } from './killAfterSend';

test.each([
  [
    'the hooks on and the kind named',
    { STOREFRONT_TEST_HOOKS: '1', INTENT_KILL_AFTER_SEND: 'invoice.issue' },
    true,
  ],
  ['another kind named', { STOREFRONT_TEST_HOOKS: '1', INTENT_KILL_AFTER_SEND: 'invoice.void' }, false],
  ['no kind named', { STOREFRONT_TEST_HOOKS: '1' }, false],
  ['the hooks off', { INTENT_KILL_AFTER_SEND: 'invoice.issue' }, false],
  [
    'the hooks set to anything but 1',
    { STOREFRONT_TEST_HOOKS: 'true', INTENT_KILL_AFTER_SEND: 'invoice.issue' },
    false,
  ],
  ['a family, not a kind', { STOREFRONT_TEST_HOOKS: '1', INTENT_KILL_AFTER_SEND: 'invoice' }, false],
])('%s: killed after an invoice.issue answer: %s', (_, env, killed) => {
  expect(killsAfterSend(env, 'invoice.issue')).toBe(killed);
});
