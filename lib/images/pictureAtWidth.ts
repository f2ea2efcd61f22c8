import { getImageProps } from 'next/image';

/**
 * The address of a picture resized to `width` by Next's image optimizer: the 1x candidate next/image
 * offers for a picture of that width, which is that width itself when it is one of the configured
 * image sizes (next.config.ts). A picture the optimizer leaves alone (SVG: sharp at every width)
 * keeps its own address.
 */
export function pictureAtWidth(src: string, width: number): string {
  const { props } = getImageProps({ src, width, height: width, alt: '' });
  return props.srcSet?.split(', ')[0]?.split(' ')[0] ?? props.src;
}
