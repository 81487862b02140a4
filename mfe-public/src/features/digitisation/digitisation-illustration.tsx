import { IllustrationFigure } from '../page/illustration-figure';

/*
 * /passbild-Digitalisierung: the way of an e-passport photo, drawn for Bildbote in the design
 * tokens' colours: studio camera, encrypted upload, cloud, printed QR code, authority.
 */

const ink = '#1d2733';
const primary = '#0b4f8a';
const primaryDark = '#083a66';
const accent = '#f2a900';
const border = '#d5dde7';

function Arrow({ x }: { x: number }) {
  return (
    <path
      d={`M${x} 80h34m-8-7 8 7-8 7`}
      fill="none"
      stroke={primary}
      strokeWidth="3"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  );
}

const captions = [
  { x: 60, text: 'Fotostudio' },
  { x: 190, text: 'Verschlüsselt' },
  { x: 322, text: 'QR-Code' },
  { x: 450, text: 'Behörde' },
];

export function DigitisationIllustration() {
  return (
    <IllustrationFigure
      label="Der Weg des E-Passfotos: das Fotostudio nimmt das Bild auf, es wird verschlüsselt in die Cloud übertragen, Sie erhalten einen ausgedruckten QR-Code, und die Behörde ruft das Bild damit ab."
      viewBox="0 0 510 160"
    >
      {/* Studio camera */}
      <g transform="translate(22 52)">
        <rect y="10" width="76" height="50" rx="8" fill={primary} />
        <rect x="18" width="26" height="14" rx="3" fill={primary} />
        <circle cx="38" cy="35" r="16" fill="#fff" />
        <circle cx="38" cy="35" r="9" fill={primaryDark} />
        <circle cx="64" cy="20" r="4" fill={accent} />
      </g>
      <Arrow x={108} />
      {/* Cloud with a lock */}
      <g transform="translate(150 44)">
        <path d="M20 66h50a22 22 0 0 0 2-44 30 30 0 0 0-57-4A24 24 0 0 0 20 66z" fill={primary} />
        <rect x="30" y="34" width="26" height="20" rx="3" fill={accent} />
        <path d="M35 34v-6a8 8 0 0 1 16 0v6" fill="none" stroke={accent} strokeWidth="4" />
        <circle cx="43" cy="44" r="3" fill="#fff" />
      </g>
      <Arrow x={246} />
      {/* Printed QR code */}
      <g transform="translate(290 38)">
        <rect width="64" height="80" rx="5" fill="#fff" stroke={border} strokeWidth="2" />
        <g fill={ink}>
          <rect x="10" y="10" width="16" height="16" />
          <rect x="38" y="10" width="16" height="16" />
          <rect x="10" y="38" width="16" height="16" />
          <rect x="32" y="32" width="6" height="6" />
          <rect x="42" y="40" width="6" height="6" />
          <rect x="48" y="48" width="6" height="6" />
          <rect x="34" y="48" width="6" height="6" />
        </g>
        <path d="M12 68h40" stroke="#5a6878" strokeWidth="3" strokeLinecap="round" />
      </g>
      <Arrow x={372} />
      {/* Authority building */}
      <g transform="translate(414 40)">
        <path d="M0 26 36 4l36 22z" fill={primaryDark} />
        <rect x="4" y="28" width="64" height="6" fill={primaryDark} />
        <g fill={primary}>
          <rect x="10" y="38" width="8" height="36" />
          <rect x="25" y="38" width="8" height="36" />
          <rect x="40" y="38" width="8" height="36" />
          <rect x="55" y="38" width="8" height="36" />
        </g>
        <rect y="76" width="72" height="8" rx="2" fill={primaryDark} />
      </g>
      <g fontSize="14" fontWeight="600" fill={ink} textAnchor="middle" fontFamily="inherit">
        {captions.map(({ x, text }) => (
          <text key={text} x={x} y="148">
            {text}
          </text>
        ))}
      </g>
    </IllustrationFigure>
  );
}
