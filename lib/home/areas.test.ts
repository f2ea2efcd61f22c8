import type { PageArea } from '@/lib/api/contract';
import { enabledAreas } from './areas';

const text = (title: string, enable = true): PageArea => ({
  type: 'text',
  enable,
  text: { title, description: '' },
});

test('only enabled areas are kept, in the order given', () => {
  const areas = [text('a'), text('b', false), text('c'), text('d', false)];
  expect(enabledAreas(areas).map((a) => (a.type === 'text' ? a.text.title : ''))).toEqual(['a', 'c']);
});
