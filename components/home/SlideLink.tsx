import Link from 'next/link';
import { SlideImage } from './SlideImage';
import type { Device, Slide } from './slides';

export function SlideLink({
  slide,
  device,
  eager = false,
  className,
}: {
  slide: Slide;
  device: Device;
  eager?: boolean;
  className?: string;
}) {
  return (
    <Link
      href={slide.href}
      className={`block overflow-hidden focus-ring focus-visible:-outline-offset-4${className ? ` ${className}` : ''}`}
    >
      <SlideImage slide={slide} device={device} eager={eager} />
    </Link>
  );
}
