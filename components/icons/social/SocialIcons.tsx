import type { JSX, SVGProps } from 'react';
import type { FooterSocialType } from '@/lib/shop/socialLinks';

type IconProps = SVGProps<SVGSVGElement>;

// Decorative: the link around the icon carries the name.
function Outline({ children, ...props }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={24}
      height={24}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

function FacebookIcon(props: IconProps) {
  return (
    <Outline {...props}>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <path d="M15.5 7.5h-1.8A2.2 2.2 0 0 0 11.5 9.7V21M9 12.5h5.5" />
    </Outline>
  );
}

function InstagramIcon(props: IconProps) {
  return (
    <Outline {...props}>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.2" cy="6.8" r="0.6" fill="currentColor" />
    </Outline>
  );
}

function YoutubeIcon(props: IconProps) {
  return (
    <Outline {...props}>
      <rect x="2" y="5" width="20" height="14" rx="4" />
      <path d="M10 9.2v5.6l4.8-2.8z" fill="currentColor" />
    </Outline>
  );
}

export function LineIcon(props: IconProps) {
  return (
    <Outline {...props}>
      <path d="M12 3.5c-5 0-9 3.2-9 7.2 0 3.6 3.2 6.6 7.5 7.1l-.4 2.7 3.9-2.8c4.1-.7 7-3.6 7-7 0-4-4-7.2-9-7.2z" />
      <text
        x="12"
        y="12.9"
        textAnchor="middle"
        fill="currentColor"
        stroke="none"
        fontFamily="Arial, Helvetica, sans-serif"
        fontSize="5"
        fontWeight="700"
      >
        LINE
      </text>
    </Outline>
  );
}

export const SOCIAL_ICONS: Record<FooterSocialType, (props: IconProps) => JSX.Element> = {
  facebook: FacebookIcon,
  instagram: InstagramIcon,
  youtube: YoutubeIcon,
  line: LineIcon,
};
