import { nextAfterSignIn } from './signInNext';

test.each<[string, string, string]>([
  ['no next: the today page', '', '/admin'],
  ['a console page', '?next=%2Fadmin%2Forders%2F12', '/admin/orders/12'],
  [
    'with its own query',
    '?next=%2Fadmin%2Forders%3Fstatus%3Dprocessing%26page%3D2',
    '/admin/orders?status=processing&page=2',
  ],
  ['the console itself', '?next=%2Fadmin', '/admin'],
  ['a shop page is not the console', '?next=%2Fcheckout', '/admin'],
  ['another site', '?next=https%3A%2F%2Fevil.example%2Fadmin', '/admin'],
  ['another site without a scheme', '?next=%2F%2Fevil.example%2Fadmin', '/admin'],
  ['an empty next', '?next=', '/admin'],
  ['other parameters are not followed', '?back=%2Fadmin%2Forders', '/admin'],
])('%s', (_, search, expected) => {
  expect(nextAfterSignIn(search)).toBe(expected);
});
