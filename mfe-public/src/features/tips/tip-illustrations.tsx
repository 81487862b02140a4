import { IllustrationFigure } from '../page/illustration-figure';

/*
 * The tip pages' illustrations, drawn for Bildbote: a schematic passport photo (35:45, 120 x 154
 * units) that each page varies to show what its text explains. Colours are the design tokens'.
 */

const colours = {
  frame: '#d5dde7',
  background: '#e4ecf4',
  skin: '#f1d3b8',
  skinLine: '#c9a286',
  hair: '#5b3a29',
  eye: '#1d2733',
  lips: '#a0524a',
  shirt: '#0b4f8a',
  shadow: '#9fb0c2',
  text: '#1d2733',
  right: '#1e7b45',
  wrong: '#b3261e',
  guide: '#f2a900',
} as const;

interface PortraitProps {
  /** The head turned sideways, in degrees. */
  tilt?: number;
  smile?: boolean;
  /** Glossy spots on forehead, nose and cheek. */
  shine?: boolean;
  /** A shadow cast on the background. */
  shadow?: boolean;
  /** A finely striped top. */
  stripes?: boolean;
}

/** A passport photo of a person, frame included, at the origin (120 x 154). */
function Portrait({ tilt = 0, smile, shine, shadow, stripes }: PortraitProps) {
  return (
    <g>
      <rect width="120" height="154" rx="6" fill="#fff" stroke={colours.frame} strokeWidth="2" />
      <rect x="6" y="6" width="108" height="142" fill={colours.background} />
      {shadow ? <ellipse cx="84" cy="74" rx="32" ry="44" fill={colours.shadow} /> : null}
      <path d="M14 148c3-26 22-38 46-38s43 12 46 38z" fill={colours.shirt} />
      {stripes ? (
        <path
          d="M30 124v23M38 118v29M46 115v32M54 113v34M66 113v34M74 115v32M82 118v29M90 124v23"
          stroke="#fff"
          strokeWidth="2.5"
        />
      ) : null}
      <g transform={`rotate(${tilt} 60 110)`}>
        <rect x="52" y="96" width="16" height="18" fill={colours.skin} />
        <ellipse cx="60" cy="70" rx="26" ry="33" fill={colours.skin} />
        <path
          d="M33 68c0-25 12-38 27-38s27 13 27 38c-6-13-15-19-27-19s-21 6-27 19z"
          fill={colours.hair}
        />
        <ellipse cx="50" cy="72" rx="3.5" ry="2.5" fill={colours.eye} />
        <ellipse cx="70" cy="72" rx="3.5" ry="2.5" fill={colours.eye} />
        <path
          d="M60 76l-2.5 9h5"
          fill="none"
          stroke={colours.skinLine}
          strokeWidth="1.5"
          strokeLinecap="round"
        />
        {smile ? (
          <path d="M49 90q11 11 22 0z" fill="#fff" stroke={colours.lips} strokeWidth="2" />
        ) : (
          <path d="M52 92h16" stroke={colours.lips} strokeWidth="2.5" strokeLinecap="round" />
        )}
        {shine ? (
          <g fill="#fff" opacity="0.9">
            <ellipse cx="60" cy="57" rx="9" ry="3.5" />
            <ellipse cx="60.5" cy="81" rx="2.5" ry="3.5" />
            <ellipse cx="76" cy="82" rx="4" ry="2.5" />
          </g>
        ) : null}
      </g>
    </g>
  );
}

/** A round check mark or cross in a photo's top right corner. */
function Verdict({ right }: { right: boolean }) {
  return (
    <g transform="translate(108 12)">
      <circle r="13" fill={right ? colours.right : colours.wrong} />
      <path
        d={right ? 'M-6 0l4 4 8-8' : 'M-5-5l10 10M5-5l-10 10'}
        fill="none"
        stroke="#fff"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </g>
  );
}

interface ComparisonProps {
  label: string;
  right: { caption: string; portrait?: PortraitProps };
  wrong: { caption: string; portrait: PortraitProps };
}

/** Two photos side by side: one as it should be, one as it should not. */
function Comparison({ label, right, wrong }: ComparisonProps) {
  return (
    <IllustrationFigure label={label} viewBox="0 0 340 200">
      {[
        { x: 40, ok: true, ...right },
        { x: 180, ok: false, ...wrong },
      ].map(({ x, ok, caption, portrait }) => (
        <g key={caption} transform={`translate(${x} 12)`}>
          <Portrait {...portrait} />
          <Verdict right={ok} />
          <text
            x="60"
            y="178"
            textAnchor="middle"
            fontSize="14"
            fontWeight="600"
            fill={colours.text}
            fontFamily="inherit"
          >
            {caption}
          </text>
        </g>
      ))}
    </IllustrationFigure>
  );
}

/** /anforderungen-makeup: the photo's proportions and the guides the text names. */
export function RequirementsIllustration() {
  const checks = [
    'Kopf gerade, Blick frontal',
    'Augen offen und frei',
    'Heller, einfarbiger Grund',
  ];
  return (
    <IllustrationFigure
      label="Schema eines biometrischen Passbilds, 35 mm breit und 45 mm hoch: Gesicht mittig und frontal, die Augenlinie waagerecht, heller einfarbiger Hintergrund."
      viewBox="0 0 480 256"
    >
      <g transform="translate(70 24) scale(1.1667)">
        <Portrait />
      </g>
      <path d="M140 30v168" stroke={colours.shadow} strokeWidth="1.5" strokeDasharray="4 4" />
      <path d="M70 108h140" stroke={colours.guide} strokeWidth="2.5" strokeDasharray="7 5" />
      <g stroke={colours.text} strokeWidth="1.5" fill="none">
        <path d="M70 222h140M76 217l-6 5 6 5M204 217l6 5-6 5" />
        <path d="M48 24v180M43 30l5-6 5 6M43 198l5 6 5-6" />
      </g>
      <g fill={colours.text} fontSize="14" fontFamily="inherit">
        <text x="140" y="244" textAnchor="middle">
          35 mm
        </text>
        <text x="36" y="114" textAnchor="middle" transform="rotate(-90 36 114)">
          45 mm
        </text>
        <text x="218" y="112" fill="#8a5a00">
          Augenlinie
        </text>
      </g>
      {checks.map((check, index) => (
        <g key={check} transform={`translate(300 ${70 + index * 44})`}>
          <circle r="10" fill={colours.right} />
          <path
            d="M-5 0l3.5 3.5 6.5-6.5"
            fill="none"
            stroke="#fff"
            strokeWidth="2.5"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
          <text x="18" y="5" fontSize="13" fill={colours.text} fontFamily="inherit">
            {check}
          </text>
        </g>
      ))}
    </IllustrationFigure>
  );
}

/** /Fehler-Foto: an accepted photo beside one with three of the listed mistakes. */
export function MistakesIllustration() {
  return (
    <Comparison
      label="Vergleich zweier Passbilder: links richtig mit geradem Kopf, neutralem Ausdruck und gleichmäßigem Licht; rechts abgelehnt mit geneigtem Kopf, Lächeln und Schatten auf dem Hintergrund."
      right={{ caption: 'Richtig' }}
      wrong={{ caption: 'Abgelehnt', portrait: { tilt: 12, smile: true, shadow: true } }}
    />
  );
}

/** /make-up: matte skin beside glossy spots. */
export function MakeUpIllustration() {
  return (
    <Comparison
      label="Vergleich zweier Passbilder: links mattes Make-up ohne Glanz, rechts glänzende Stellen auf Stirn, Nase und Wange."
      right={{ caption: 'Matt' }}
      wrong={{ caption: 'Glanzstellen', portrait: { shine: true } }}
    />
  );
}

/** /kleidung-Tips: a plain top beside a finely striped one. */
export function OutfitIllustration() {
  return (
    <Comparison
      label="Vergleich zweier Passbilder: links ein einfarbiges Oberteil, rechts ein fein gestreiftes, das im Bild flimmern kann."
      right={{ caption: 'Einfarbig' }}
      wrong={{ caption: 'Feine Streifen', portrait: { stripes: true } }}
    />
  );
}
