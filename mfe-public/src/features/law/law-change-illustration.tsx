import { IllustrationFigure, illustrationColours as colour } from '../page/illustration-figure';

/*
 * /gesetzesaenderung-Epassfoto: before and after 1 May 2025 — the printed photo is crossed out,
 * the photo now travels from the studio to the authority as a printed QR code.
 */
/** The three corner squares of the drawn QR code. */
const finderPatterns = [
  { x: 342, y: 44 },
  { x: 382, y: 44 },
  { x: 342, y: 84 },
];

export function LawChangeIllustration({ since }: { since: string }) {
  return (
    <IllustrationFigure
      label={`Vorher und nachher: ein ausgedrucktes Passbild ist durchgestrichen; seit dem ${since} bringen Sie stattdessen einen ausgedruckten QR-Code zur Behörde.`}
      viewBox="0 0 440 170"
    >
      <rect width="440" height="170" rx="12" fill={colour.surfaceAlt} />
      {/* The printed photo of before, crossed out */}
      <rect
        x="40"
        y="30"
        width="84"
        height="108"
        rx="4"
        fill={colour.paper}
        stroke={colour.border}
        strokeWidth="3"
      />
      <circle cx="82" cy="70" r="18" fill={colour.border} />
      <path d="M52 128c4-22 16-32 30-32s26 10 30 32z" fill={colour.border} />
      <path
        d="M32 22l100 124M132 22L32 146"
        stroke={colour.error}
        strokeWidth="6"
        strokeLinecap="round"
      />
      {/* The date of the change */}
      <rect
        x="160"
        y="48"
        width="120"
        height="76"
        rx="8"
        fill={colour.paper}
        stroke={colour.primary}
        strokeWidth="3"
      />
      <rect x="160" y="48" width="120" height="20" rx="8" fill={colour.primary} />
      <text
        x="220"
        y="104"
        textAnchor="middle"
        fontSize="17"
        fontWeight="700"
        fontFamily="sans-serif"
        fill={colour.ink}
      >
        {since}
      </text>
      <path
        d="M284 86h34m-9-8 9 8-9 8"
        fill="none"
        stroke={colour.primary}
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      {/* The printed QR code of now */}
      <rect
        x="330"
        y="30"
        width="84"
        height="108"
        rx="4"
        fill={colour.paper}
        stroke={colour.primary}
        strokeWidth="3"
      />
      {finderPatterns.map(({ x, y }) => (
        <g key={`${x}-${y}`}>
          <rect x={x} y={y} width="20" height="20" fill={colour.ink} />
          <rect x={x + 5} y={y + 5} width="10" height="10" fill={colour.paper} />
        </g>
      ))}
      <path d="M382 84h8v8h-8zM394 92h8v8h-8zM386 100h8v8h-8zM398 108h4v4h-4z" fill={colour.ink} />
      <rect x="344" y="118" width="56" height="6" rx="3" fill={colour.accent} />
    </IllustrationFigure>
  );
}
