import { IllustrationFigure, illustrationColours as colour } from '../page/illustration-figure';

/* /Hilfe-Antworten: a question in one speech bubble, its answer with a tick in the other. */
export function HelpIllustration() {
  return (
    <IllustrationFigure
      label="Eine Frage und ihre Antwort: links eine Sprechblase mit Fragezeichen, rechts eine Sprechblase mit Häkchen."
      viewBox="0 0 420 160"
    >
      <rect width="420" height="160" rx="12" fill={colour.surfaceAlt} />
      <path
        d="M40 30h140a14 14 0 0 1 14 14v50a14 14 0 0 1-14 14H92l-26 22v-22H40a14 14 0 0 1-14-14V44a14 14 0 0 1 14-14z"
        fill={colour.paper}
        stroke={colour.primary}
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <text
        x="110"
        y="88"
        textAnchor="middle"
        fontSize="48"
        fontWeight="700"
        fontFamily="sans-serif"
        fill={colour.primary}
      >
        ?
      </text>
      <path
        d="M240 52h140a14 14 0 0 1 14 14v50a14 14 0 0 1-14 14h-26v22l-26-22h-88a14 14 0 0 1-14-14V66a14 14 0 0 1 14-14z"
        fill={colour.primary}
      />
      <path
        d="M284 92l18 18 34-36"
        fill="none"
        stroke={colour.paper}
        strokeWidth="8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </IllustrationFigure>
  );
}
