import { faviconIcons } from './favicon';

const at = (src: string, width: number) => `${src}@${width}`;

test('the favicon at 32, 192 and 1024, and at 180 as the Apple touch icon', () => {
  expect(faviconIcons('/own/icon.png', at)).toEqual({
    icon: [
      { url: '/own/icon.png@32', sizes: '32x32' },
      { url: '/own/icon.png@192', sizes: '192x192' },
      { url: '/own/icon.png@1024', sizes: '1024x1024' },
    ],
    apple: [{ url: '/own/icon.png@180', sizes: '180x180' }],
  });
});
