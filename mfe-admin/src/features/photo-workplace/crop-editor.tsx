import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { Alert } from 'shared-ui/components/alert';
import { Button } from 'shared-ui/components/button';
import { judgeCrop } from '../photo-check/crop-rules';
import { PhotoCheckReport } from '../photo-check/photo-check-report';
import { frameMm } from '../photo-check/photo-check-thresholds';
import type { AgeGroup, CropRect, Verdict } from '../photo-check/photo-check-types';
import { FrameGuides } from './frame-guides';
import { drawCrop } from './image-pipeline';
import type { Shot } from './use-shots';
import { workplaceTexts } from './workplace-texts';

const texts = workplaceTexts.crop;
/** Size of the editor's canvas (the output is rendered separately at full size). */
const view = { width: 350, height: 450 };
const zoomStep = 1.04;
const rotateStep = 0.5;
const moveStep = 0.01;
const verdictRank: Record<Verdict, number> = { green: 0, amber: 1, red: 2 };

/** Without a face: a centred crop as large as the image allows. */
export function centredCrop(width: number, height: number): CropRect {
  const cropHeight = Math.min(height, (width * frameMm.height) / frameMm.width) * 0.9;
  return {
    centerX: width / 2,
    centerY: height / 2,
    width: (cropHeight * frameMm.width) / frameMm.height,
    height: cropHeight,
    rotationDeg: 0,
  };
}

export function initialCrop(shot: Shot): CropRect {
  if (shot.output) return shot.output.crop;
  if (shot.check.state === 'done' && shot.check.result.proposedCrop) {
    return shot.check.result.proposedCrop;
  }
  return centredCrop(shot.source.width, shot.source.height);
}

/** Moves the crop by a distance on screen (the image follows the pointer). */
function moved(crop: CropRect, dxView: number, dyView: number): CropRect {
  const scale = crop.width / view.width;
  const t = (crop.rotationDeg * Math.PI) / 180;
  const u = { x: Math.cos(t), y: Math.sin(t) };
  const v = { x: -Math.sin(t), y: Math.cos(t) };
  return {
    ...crop,
    centerX: crop.centerX - (u.x * dxView + v.x * dyView) * scale,
    centerY: crop.centerY - (u.y * dxView + v.y * dyView) * scale,
  };
}

/** Zooming in makes the crop smaller (the face larger). */
function zoomed(crop: CropRect, factor: number): CropRect {
  return { ...crop, width: crop.width / factor, height: crop.height / factor };
}

function rotated(crop: CropRect, degrees: number): CropRect {
  const rotationDeg = Math.round((crop.rotationDeg + degrees) * 10) / 10;
  return { ...crop, rotationDeg: Math.max(-45, Math.min(45, rotationDeg)) };
}

export interface CropEditorProps {
  shot: Shot;
  ageGroup: AgeGroup;
  onApply: (crop: CropRect) => Promise<void>;
  onCancel: () => void;
}

/** The hand adjustment of the 35 × 45 mm crop: drag, zoom, rotate, or the keyboard. */
export function CropEditor({ shot, ageGroup, onApply, onCancel }: CropEditorProps) {
  const proposal = useMemo(() => initialCrop(shot), [shot]);
  const [crop, setCrop] = useState<CropRect>(proposal);
  const [busy, setBusy] = useState(false);
  const canvas = useRef<HTMLCanvasElement>(null);
  const drag = useRef<{ x: number; y: number } | null>(null);
  const face = shot.check.state === 'done' ? shot.check.result.face : null;
  const helpId = useId();

  useEffect(() => {
    if (canvas.current) drawCrop(shot.source, crop, canvas.current);
  }, [shot.source, crop]);

  const judged = useMemo(
    () =>
      face
        ? judgeCrop(face, crop, ageGroup, { width: shot.source.width, height: shot.source.height })
        : [],
    [face, crop, ageGroup, shot.source],
  );

  function onPointerDown(event: PointerEvent<HTMLButtonElement>) {
    drag.current = { x: event.clientX, y: event.clientY };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  }

  function onPointerMove(event: PointerEvent<HTMLButtonElement>) {
    if (!drag.current) return;
    const rect = event.currentTarget.getBoundingClientRect();
    const factor = rect.width > 0 ? view.width / rect.width : 1;
    const dx = (event.clientX - drag.current.x) * factor;
    const dy = (event.clientY - drag.current.y) * factor;
    drag.current = { x: event.clientX, y: event.clientY };
    setCrop((current) => moved(current, dx, dy));
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const step = view.width * moveStep * (event.shiftKey ? 5 : 1);
    const actions: Record<string, (current: CropRect) => CropRect> = {
      ArrowLeft: (current) => moved(current, -step, 0),
      ArrowRight: (current) => moved(current, step, 0),
      ArrowUp: (current) => moved(current, 0, -step),
      ArrowDown: (current) => moved(current, 0, step),
      '+': (current) => zoomed(current, zoomStep),
      '=': (current) => zoomed(current, zoomStep),
      '-': (current) => zoomed(current, 1 / zoomStep),
      '[': (current) => rotated(current, -rotateStep),
      ']': (current) => rotated(current, rotateStep),
    };
    const action = actions[event.key];
    if (!action) return;
    event.preventDefault();
    setCrop(action);
  }

  async function apply() {
    setBusy(true);
    try {
      await onApply(crop);
    } finally {
      setBusy(false);
    }
  }

  const overall = judged.reduce<Verdict>(
    (worst, criterion) =>
      verdictRank[criterion.verdict] > verdictRank[worst] ? criterion.verdict : worst,
    'green',
  );

  return (
    <section className="bb-workplace__crop" aria-label={texts.heading(shot.number)}>
      <h2>{texts.heading(shot.number)}</h2>
      <p className="bb-workplace__hint" id={helpId}>
        {texts.help}
      </p>
      {face ? null : <Alert variant="info">{texts.noFace}</Alert>}
      <div className="bb-workplace__crop-body">
        <div className="bb-workplace__crop-view">
          {/* A button: focusable and announced; arrows, + − [ ] act on it (see the help). */}
          <button
            type="button"
            className="bb-workplace__crop-canvas"
            aria-label={texts.canvas}
            aria-describedby={helpId}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={() => (drag.current = null)}
            onPointerCancel={() => (drag.current = null)}
            onWheel={(event) =>
              setCrop((current) => zoomed(current, event.deltaY < 0 ? zoomStep : 1 / zoomStep))
            }
            onKeyDown={onKeyDown}
          >
            <canvas ref={canvas} width={view.width} height={view.height} />
          </button>
          <FrameGuides className="bb-workplace__guides" oval={false} />
        </div>
        <div className="bb-workplace__crop-side">
          <div className="bb-workplace__crop-buttons">
            <Button variant="secondary" onClick={() => setCrop((c) => zoomed(c, zoomStep))}>
              {texts.zoomIn}
            </Button>
            <Button variant="secondary" onClick={() => setCrop((c) => zoomed(c, 1 / zoomStep))}>
              {texts.zoomOut}
            </Button>
            <Button variant="secondary" onClick={() => setCrop((c) => rotated(c, -rotateStep))}>
              {texts.rotateLeft}
            </Button>
            <Button variant="secondary" onClick={() => setCrop((c) => rotated(c, rotateStep))}>
              {texts.rotateRight}
            </Button>
            <label className="bb-workplace__inline-field">
              {texts.rotation}{' '}
              <input
                type="number"
                className="bb-field__control bb-workplace__number"
                step={rotateStep}
                min={-45}
                max={45}
                value={crop.rotationDeg}
                onChange={(event) =>
                  setCrop((c) => rotated({ ...c, rotationDeg: 0 }, Number(event.target.value) || 0))
                }
              />
            </label>
            <Button variant="link" onClick={() => setCrop(proposal)}>
              {texts.reset}
            </Button>
          </div>
          {face ? (
            <PhotoCheckReport
              heading={texts.judgement}
              result={{ criteria: judged, overall, face, proposedCrop: null }}
            />
          ) : null}
        </div>
      </div>
      <div className="bb-workplace__actions">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {texts.cancel}
        </Button>
        <Button onClick={() => void apply()} disabled={busy}>
          {busy ? texts.rendering : texts.apply}
        </Button>
      </div>
    </section>
  );
}
