import { getImageProps } from 'next/image';
import { DEVICE_MEDIA, SLIDE_SIZE, type Device, type Slide } from './slides';

// A transparent pixel for the other device: its <source> does not match, so nothing is downloaded.
const BLANK = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/**
 * A slide picture for one device. Both devices' pictures are in the server HTML (CSS shows one), and a
 * plain image would be fetched even while hidden — an eager banner image above all. The <source>
 * media makes each device fetch only its own image.
 */
export function SlideImage({
  slide,
  device,
  eager = false,
}: {
  slide: Slide;
  device: Device;
  eager?: boolean;
}) {
  const {
    props: { srcSet, sizes, src, ...img },
  } = getImageProps({
    src: slide.src,
    alt: slide.label,
    ...SLIDE_SIZE[device],
    sizes: '100vw',
    // Not `preload`: which image is the LCP depends on the viewport (next/image docs).
    ...(eager ? { loading: 'eager', fetchPriority: 'high' } : {}),
  });
  return (
    <picture>
      <source media={DEVICE_MEDIA[device]} srcSet={srcSet ?? src} sizes={sizes} />
      <img {...img} src={BLANK} alt={slide.label} className="block h-auto w-full" />
    </picture>
  );
}
