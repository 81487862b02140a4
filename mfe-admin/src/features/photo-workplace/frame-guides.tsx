import {
  frameMm,
  targetCrownFromTopMm,
  targetFaceHeightMm,
} from '../photo-check/photo-check-thresholds';

/** Face height the rules allow (mm of the 45 mm frame): the chin band lies between. */
const minFaceMm = 32;
const maxFaceMm = 36;

/**
 * The guides of a 35 × 45 mm passport photo, in millimetres (viewBox): frame, crown line, the
 * band where the chin must lie (face height 32–36 mm), the vertical centre line and a face oval.
 * Used over the live camera and over the crop editor.
 */
export function FrameGuides({ className, oval = true }: { className?: string; oval?: boolean }) {
  const crown = targetCrownFromTopMm;
  const chin = crown + targetFaceHeightMm;
  const faceHeight = targetFaceHeightMm;
  return (
    <svg
      className={className}
      viewBox={`0 0 ${frameMm.width} ${frameMm.height}`}
      preserveAspectRatio="xMidYMid meet"
      aria-hidden="true"
      focusable="false"
    >
      <rect
        x="0.15"
        y="0.15"
        width={frameMm.width - 0.3}
        height={frameMm.height - 0.3}
        className="bb-guides__frame"
      />
      <line x1="0" x2={frameMm.width} y1={crown} y2={crown} className="bb-guides__line" />
      <line
        x1="0"
        x2={frameMm.width}
        y1={crown + minFaceMm}
        y2={crown + minFaceMm}
        className="bb-guides__band"
      />
      <line
        x1="0"
        x2={frameMm.width}
        y1={crown + maxFaceMm}
        y2={crown + maxFaceMm}
        className="bb-guides__band"
      />
      <line
        x1={frameMm.width / 2}
        x2={frameMm.width / 2}
        y1="0"
        y2={frameMm.height}
        className="bb-guides__centre"
      />
      {oval ? (
        <ellipse
          cx={frameMm.width / 2}
          cy={(crown + chin) / 2}
          rx={faceHeight * 0.36}
          ry={faceHeight / 2}
          className="bb-guides__oval"
        />
      ) : null}
    </svg>
  );
}
