import { IllustrationFigure, illustrationColours as colour } from '../page/illustration-figure';

/* /behordenbereich-Information: at the desk, a handheld scanner reads the printed code and the screen shows the photo. */
export function AuthoritiesIllustration() {
  return (
    <IllustrationFigure
      label="Am Schalter: ein Handscanner liest den ausgedruckten QR-Code, der Bildschirm zeigt daraufhin das Passfoto."
      viewBox="0 0 440 170"
    >
      <rect width="440" height="170" rx="12" fill={colour.surfaceAlt} />
      {/* The printed code */}
      <rect
        x="36"
        y="56"
        width="80"
        height="96"
        rx="4"
        fill={colour.paper}
        stroke={colour.border}
        strokeWidth="3"
      />
      <rect
        x="52"
        y="72"
        width="48"
        height="48"
        fill={colour.paper}
        stroke={colour.ink}
        strokeWidth="6"
      />
      <rect x="68" y="88" width="16" height="16" fill={colour.ink} />
      {/* The scanner and its beam */}
      <path d="M150 40l40 14-10 26-40-14z" fill={colour.primary} />
      <path d="M160 72l-12 40" stroke={colour.primary} strokeWidth="10" strokeLinecap="round" />
      <path d="M146 62L104 98" stroke={colour.accent} strokeWidth="3" strokeDasharray="6 5" />
      {/* The screen with the photo */}
      <rect
        x="236"
        y="24"
        width="170"
        height="112"
        rx="8"
        fill={colour.paper}
        stroke={colour.primary}
        strokeWidth="3"
      />
      <rect
        x="286"
        y="38"
        width="70"
        height="86"
        rx="3"
        fill={colour.surfaceAlt}
        stroke={colour.border}
        strokeWidth="2"
      />
      <circle cx="321" cy="70" r="16" fill={colour.primary} />
      <path d="M295 118c4-18 14-26 26-26s22 8 26 26z" fill={colour.primary} />
      <path d="M304 146h34" stroke={colour.primary} strokeWidth="6" strokeLinecap="round" />
      <circle cx="392" cy="122" r="11" fill={colour.success} />
      <path
        d="M386 122l4 4 8-8"
        fill="none"
        stroke={colour.paper}
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </IllustrationFigure>
  );
}
