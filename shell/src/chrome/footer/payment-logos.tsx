/**
 * The payment methods of the footer as small logos drawn for this site: a
 * card of one size each, in the method's colours with its name or mark. Not the brands' own
 * artwork, which is not shipped; each is an image named for screen readers. They are pictures,
 * never mirrored in Arabic (e2e rtl-mirroring.spec.ts).
 */
import { useId, type ReactNode } from 'react';

const WIDTH = 64;
const HEIGHT = 40;

function Card({ name, fill, children }: { name: string; fill: string; children: ReactNode }) {
  return (
    <svg
      role="img"
      aria-label={name}
      width={WIDTH}
      height={HEIGHT}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      focusable="false"
    >
      <title>{name}</title>
      <rect x="0.5" y="0.5" width={WIDTH - 1} height={HEIGHT - 1} rx="6" fill={fill} />
      {children}
    </svg>
  );
}

const wordmark = {
  fontFamily: 'Arial, Helvetica, sans-serif',
  textAnchor: 'middle',
} as const;

function Visa() {
  return (
    <Card name="Visa" fill="#ffffff">
      <text
        x="32"
        y="26"
        fill="#1a1f71"
        fontSize="17"
        fontWeight="800"
        fontStyle="italic"
        {...wordmark}
      >
        VISA
      </text>
      <rect x="14" y="29" width="36" height="2.5" rx="1" fill="#f7b600" />
    </Card>
  );
}

function Mastercard() {
  const clip = useId();
  return (
    <Card name="Mastercard" fill="#1c1c1c">
      <defs>
        <clipPath id={clip}>
          <circle cx="26" cy="20" r="11" />
        </clipPath>
      </defs>
      <circle cx="26" cy="20" r="11" fill="#eb001b" />
      <circle cx="38" cy="20" r="11" fill="#f79e1b" />
      <circle cx="38" cy="20" r="11" fill="#ff5f00" clipPath={`url(#${clip})`} />
    </Card>
  );
}

function EDinar() {
  return (
    <Card name="e-Dinar" fill="#0b3d91">
      <rect x="8" y="8" width="9" height="7" rx="1.5" fill="#f5c542" />
      <text x="34" y="24" fill="#ffffff" fontSize="10" fontWeight="700" {...wordmark}>
        e-DINAR
      </text>
      <rect x="8" y="29" width="48" height="3" rx="1.5" fill="#5b8def" />
    </Card>
  );
}

function D17() {
  return (
    <Card name="D17" fill="#f5b400">
      <circle cx="15" cy="20" r="8" fill="#0f1420" />
      <path d="M12 16h3.5a4 4 0 0 1 0 8H12z" fill="#f5b400" />
      <text x="40" y="26" fill="#0f1420" fontSize="16" fontWeight="800" {...wordmark}>
        D17
      </text>
    </Card>
  );
}

function Flouci() {
  return (
    <Card name="Flouci" fill="#12a06b">
      <text x="32" y="25" fill="#ffffff" fontSize="14" fontWeight="700" {...wordmark}>
        flouci
      </text>
      <circle cx="52" cy="12" r="3" fill="#b8f5dc" />
    </Card>
  );
}

export const PAYMENT_LOGOS = [
  { name: 'Visa', Logo: Visa },
  { name: 'Mastercard', Logo: Mastercard },
  { name: 'e-Dinar', Logo: EDinar },
  { name: 'D17', Logo: D17 },
  { name: 'Flouci', Logo: Flouci },
] as const;
