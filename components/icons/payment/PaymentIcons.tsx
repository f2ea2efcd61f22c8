import type { JSX, SVGProps } from 'react';

export type PaymentIconKey =
  | 'linePay'
  | 'visa'
  | 'masterCard'
  | 'jcb'
  | 'unionPay'
  | 'amex'
  | 'jkoPay'
  | 'pchomePay'
  | 'sevenEleven'
  | 'familyMart'
  | 'rtMart'
  | 'okMart';

export type PaymentIcon = {
  key: PaymentIconKey;
  label: string;
  Icon: (props: SVGProps<SVGSVGElement>) => JSX.Element;
};

type Word = { text: string; fill: string };

/**
 * Our own plain marks, not the brands' artwork: a card in the brand's usual colour with its name in a
 * system font. `width` is the text's length in viewBox units, so every font fills the card alike.
 */
type Mark = {
  label: string;
  bg: string;
  words: Word[];
  size: number;
  width: number;
  border?: string;
  band?: string;
  italic?: boolean;
};

const W = 48;
const H = 30;

function markIcon({ label, bg, words, size, width, border, band, italic }: Mark) {
  // Optical centre of the text above the band (if any); 0.35 em puts capitals on it.
  const baseline = (band ? 12.5 : H / 2) + size * 0.35;
  return function PaymentMark(props: SVGProps<SVGSVGElement>) {
    return (
      <svg viewBox={`0 0 ${W} ${H}`} width={W} height={H} role="img" aria-label={label} {...props}>
        <rect x="0.5" y="0.5" width={W - 1} height={H - 1} rx="4" fill={bg} stroke={border ?? bg} />
        {band && <path d="M0.5 24h47v1.5a4 4 0 0 1-4 4h-39a4 4 0 0 1-4-4z" fill={band} />}
        <text
          x={W / 2}
          y={baseline}
          textAnchor="middle"
          textLength={width}
          lengthAdjust="spacingAndGlyphs"
          fontFamily="Arial, Helvetica, 'PingFang TC', 'Noto Sans TC', sans-serif"
          fontSize={size}
          fontWeight={700}
          fontStyle={italic ? 'italic' : undefined}
        >
          {words.map((w) => (
            <tspan key={w.text} fill={w.fill}>
              {w.text}
            </tspan>
          ))}
        </text>
      </svg>
    );
  };
}

const white = (text: string): Word[] => [{ text, fill: '#ffffff' }];
const LIGHT_BORDER = '#d6d6d6';

const MARKS: Record<PaymentIconKey, Mark> = {
  linePay: { label: 'LINE Pay', bg: '#06C755', words: white('LINE Pay'), size: 10, width: 38 },
  visa: { label: 'VISA', bg: '#1A1F71', words: white('VISA'), size: 13, width: 32, italic: true },
  masterCard: {
    label: 'Mastercard',
    bg: '#1E1E1E',
    words: [
      { text: 'master', fill: '#FF5F00' },
      { text: 'card', fill: '#F79E1B' },
    ],
    size: 9,
    width: 40,
  },
  jcb: {
    label: 'JCB',
    bg: '#ffffff',
    border: LIGHT_BORDER,
    words: [
      { text: 'J', fill: '#0E4C96' },
      { text: 'C', fill: '#E21836' },
      { text: 'B', fill: '#007B40' },
    ],
    size: 13,
    width: 30,
  },
  unionPay: {
    label: '銀聯卡 UnionPay',
    bg: '#ffffff',
    border: LIGHT_BORDER,
    words: [
      { text: 'Union', fill: '#E21836' },
      { text: 'Pay', fill: '#00447C' },
    ],
    size: 9.5,
    width: 40,
    band: '#007B84',
  },
  amex: { label: 'American Express', bg: '#006FCF', words: white('AMEX'), size: 12, width: 36 },
  jkoPay: { label: '街口支付', bg: '#E4002B', words: white('街口支付'), size: 10, width: 38 },
  pchomePay: { label: 'PChomePay 支付連', bg: '#E8382F', words: white('PChomePay'), size: 8.5, width: 40 },
  sevenEleven: {
    label: '7-ELEVEN',
    bg: '#008163',
    words: white('7-ELEVEN'),
    size: 9,
    width: 40,
    band: '#F58220',
  },
  familyMart: {
    label: '全家便利商店',
    bg: '#00A040',
    words: white('全家'),
    size: 12,
    width: 26,
    band: '#0068B7',
  },
  // The spec names Hi-Life's (萊爾富) mark rtMart.
  rtMart: { label: '萊爾富 Hi-Life', bg: '#E60012', words: white('萊爾富'), size: 11, width: 33 },
  okMart: {
    label: 'OK超商',
    bg: '#ffffff',
    border: LIGHT_BORDER,
    words: [
      { text: 'OK', fill: '#E60012' },
      { text: 'mart', fill: '#F39800' },
    ],
    size: 11,
    width: 36,
  },
};

/** Spec §9's payment and pickup marks, in the order the footer shows them. */
export const PAYMENT_ICONS: PaymentIcon[] = (
  [
    'linePay',
    'visa',
    'masterCard',
    'jcb',
    'unionPay',
    'amex',
    'jkoPay',
    'pchomePay',
    'sevenEleven',
    'familyMart',
    'rtMart',
    'okMart',
  ] as const
).map((key) => ({ key, label: MARKS[key].label, Icon: markIcon(MARKS[key]) }));
