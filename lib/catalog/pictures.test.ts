import { pictureColumns } from './pictures';

describe('pictureColumns', () => {
  it.each([
    [[], { pictures: [], mainImage: null, image: null }],
    [['/a.png'], { pictures: ['/a.png'], mainImage: '/a.png', image: null }],
    [
      ['/a.png', '/b.png', '/c.png'],
      { pictures: ['/a.png', '/b.png', '/c.png'], mainImage: '/a.png', image: '/b.png' },
    ],
    [
      ['/a.png', '', '/a.png', '/b.png'],
      { pictures: ['/a.png', '/b.png'], mainImage: '/a.png', image: '/b.png' },
    ],
  ])('%j', (pictures, columns) => {
    expect(pictureColumns(pictures)).toEqual(columns);
  });
});
