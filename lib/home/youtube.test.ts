import { youtubeEmbedUrl, youtubeId } from './youtube';

test.each([
  ['https://www.youtube.com/watch?v=aqz-KE-bpKQ', 'aqz-KE-bpKQ'],
  ['https://www.youtube.com/watch?feature=share&v=aqz-KE-bpKQ&t=30s', 'aqz-KE-bpKQ'],
  ['https://m.youtube.com/watch?v=aqz-KE-bpKQ', 'aqz-KE-bpKQ'],
  ['http://youtube.com/watch?v=aqz-KE-bpKQ', 'aqz-KE-bpKQ'],
  ['www.youtube.com/watch?v=aqz-KE-bpKQ', 'aqz-KE-bpKQ'],
  ['  https://www.youtube.com/watch?v=aqz-KE-bpKQ  ', 'aqz-KE-bpKQ'],
  ['https://youtu.be/aqz-KE-bpKQ', 'aqz-KE-bpKQ'],
  ['https://youtu.be/aqz-KE-bpKQ?si=abc&t=5', 'aqz-KE-bpKQ'],
  ['youtu.be/aqz-KE-bpKQ', 'aqz-KE-bpKQ'],
  ['https://www.youtube.com/embed/aqz-KE-bpKQ', 'aqz-KE-bpKQ'],
  ['https://www.youtube.com/embed/aqz-KE-bpKQ?start=10', 'aqz-KE-bpKQ'],
  ['https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ', 'aqz-KE-bpKQ'],
  ['https://WWW.YOUTUBE.COM/watch?v=aqz-KE-bpKQ', 'aqz-KE-bpKQ'],
  // Not a video, not YouTube, or not an id.
  ['https://www.youtube.com/@islandselectdemo', null],
  ['https://www.youtube.com/watch', null],
  ['https://www.youtube.com/watch?v=short', null],
  ['https://www.youtube.com/watch?v=aqz-KE-bpKQ"><script>', null],
  ['https://youtu.be/', null],
  ['https://www.youtube.com/embed/', null],
  ['https://vimeo.com/watch?v=aqz-KE-bpKQ', null],
  ['https://evil.example/embed/aqz-KE-bpKQ', null],
  ['https://youtu.be.evil.example/aqz-KE-bpKQ', null],
  ['', null],
  ['not a url', null],
])('youtubeId(%j) is %j', (url, id) => expect(youtubeId(url)).toBe(id));

test('the player address is the privacy-enhanced embed, autoplaying', () =>
  expect(youtubeEmbedUrl('aqz-KE-bpKQ')).toBe(
    'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1',
  ));
