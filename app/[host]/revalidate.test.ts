import fs from 'node:fs';
import path from 'node:path';
import { PUBLIC_REVALIDATE_SECONDS } from '@/lib/serving/contract';

// Next reads `revalidate` from the layout's source, so it must be a literal there; this keeps the
// literal equal to the age of the API reads and of the front cache's notion of a page's lifetime.
test('the shop layout refreshes its pages as often as the public reads', () => {
  const layout = fs.readFileSync(path.join(__dirname, 'layout.tsx'), 'utf8');
  expect(layout).toContain(`export const revalidate = ${PUBLIC_REVALIDATE_SECONDS};`);
});
