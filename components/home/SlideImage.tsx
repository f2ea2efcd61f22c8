import { getImageProps } from 'next/image';
import { preload } from 'react-dom';
import { DEVICE_MEDIA, SLIDE_SIZE, type Device, type Slide } from './slides';

// A transparent pixel for the other device: its <source> does not match, so nothing is downloaded.
const BLANK = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/** How wide a slide is drawn: the whole window, up to the banner's 1440 px on desktop. */
const SLIDE_SIZES: Record<Device, string> = { desktop: '(min-width: 1440px) 1440px, 100vw', phone: '100vw' };

function slideImageProps(slide: Slide, device: Device, eager: boolean) {
  return getImageProps({
    src: slide.src,
    alt: slide.label,
    ...SLIDE_SIZE[device],
    sizes: SLIDE_SIZES[device],
    ...(eager ? { loading: 'eager', fetchPriority: 'high', decoding: 'sync' } : {}),
  }).props;
}

/**
 * The first slide is the home page's largest paint. Its picture sits in a <picture>, which the
 * browser only reads once the parser reaches it; a preload in the head starts it with the stylesheets,
 * for the device whose media matches only, so that it is drawn with the first paint.
 */
export function preloadSlide(slide: Slide, device: Device) {
  const { src, srcSet, sizes } = slideImageProps(slide, device, true);
  preload(src, {
    as: 'image',
    fetchPriority: 'high',
    imageSrcSet: srcSet,
    imageSizes: sizes,
    media: DEVICE_MEDIA[device],
  });
}

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
  const { srcSet, sizes, src, ...img } = slideImageProps(slide, device, eager);
  return (
    <picture>
      <source media={DEVICE_MEDIA[device]} srcSet={srcSet ?? src} sizes={sizes} />
      <img {...img} src={BLANK} alt={slide.label} className="block h-auto w-full" />
    </picture>
  );
}
