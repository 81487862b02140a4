/**
 * Pure criteria on the landmark data of one face: count, head pose, eyes, gaze, mouth.
 * Inputs are plain numbers (see face-landmarks.ts for how they come from the model), so every
 * rule is unit-tested without the model.
 */
import { ageGroupThresholds, imageThresholds } from './photo-check-thresholds';
import type { AgeGroup, CriterionResult, FaceGeometry } from './photo-check-types';
import { applyStrictness, formatNumber, lowerBandVerdict, upperBandVerdict } from './verdict';

/** Expression measures from the landmarks (dimensionless ratios). */
export interface FaceMeasures {
  /** Eyelid gap / eye width, the smaller of both eyes. */
  eyeOpenness: number;
  /** Both irises' common shift from where they sit when looking straight ahead, as a fraction
   *  of the eye width (face-landmarks.ts). */
  irisOffset: number;
  /** Inner lip gap / mouth width. */
  mouthOpenness: number;
}

export function judgeFaceCount(count: number): CriterionResult {
  const base = { id: 'single-face', label: 'Genau ein Gesicht' };
  if (count === 1)
    return { ...base, verdict: 'green', explanation: 'Es ist genau ein Gesicht zu sehen.' };
  if (count === 0)
    return {
      ...base,
      verdict: 'red',
      explanation: 'Es wurde kein Gesicht erkannt.',
      tip: 'Bitte das Gesicht frontal, unverdeckt und gut beleuchtet aufnehmen.',
    };
  return {
    ...base,
    verdict: 'red',
    explanation: `Es wurden ${count} Gesichter erkannt; auf dem Passbild darf nur eine Person sein.`,
    tip: 'Bitte nur die Person allein vor dem Hintergrund aufnehmen.',
  };
}

function degrees(value: number): string {
  return `${formatNumber(Math.abs(value))}°`;
}

/** Yaw: positive = the nose points to the image's right, i.e. the person turned to their left
 *  (unmirrored photo). Tips speak to the person: "nach rechts" is their right. */
export function judgeYaw(face: FaceGeometry, ageGroup: AgeGroup): CriterionResult {
  const t = ageGroupThresholds[ageGroup];
  const verdict = applyStrictness(upperBandVerdict(face.yawDeg, t.yawDeg), t.pose);
  const base = { id: 'yaw', label: 'Kopf nicht seitlich gedreht', verdict };
  if (verdict === 'green')
    return {
      ...base,
      explanation: `Der Kopf ist gerade zur Kamera gerichtet (${degrees(face.yawDeg)}).`,
    };
  return {
    ...base,
    explanation: `Der Kopf ist um ${degrees(face.yawDeg)} zur Seite gedreht; erlaubt sind ±${t.yawDeg.green}°.`,
    tip:
      face.yawDeg > 0
        ? 'Bitte den Kopf etwas nach rechts drehen.'
        : 'Bitte den Kopf etwas nach links drehen.',
  };
}

/** Pitch: positive = chin raised (looking up). */
export function judgePitch(face: FaceGeometry, ageGroup: AgeGroup): CriterionResult {
  const t = ageGroupThresholds[ageGroup];
  const verdict = applyStrictness(upperBandVerdict(face.pitchDeg, t.pitchDeg), t.pose);
  const base = { id: 'pitch', label: 'Kopf nicht geneigt (oben/unten)', verdict };
  if (verdict === 'green')
    return {
      ...base,
      explanation: `Der Kopf ist weder gehoben noch gesenkt (${degrees(face.pitchDeg)}).`,
    };
  return {
    ...base,
    explanation: `Der Kopf ist um ${degrees(face.pitchDeg)} ${face.pitchDeg > 0 ? 'angehoben' : 'gesenkt'}; erlaubt sind ±${t.pitchDeg.green}°.`,
    tip: face.pitchDeg > 0 ? 'Bitte das Kinn etwas senken.' : 'Bitte das Kinn etwas anheben.',
  };
}

/** Roll: positive = the eye on the image's right is lower, i.e. the head leans towards the
 *  person's left shoulder (unmirrored photo). */
export function judgeRoll(face: FaceGeometry, ageGroup: AgeGroup): CriterionResult {
  const t = ageGroupThresholds[ageGroup];
  const verdict = applyStrictness(upperBandVerdict(face.rollDeg, t.rollDeg), t.pose);
  const base = { id: 'roll', label: 'Kopf nicht zur Schulter geneigt', verdict };
  if (verdict === 'green')
    return { ...base, explanation: `Der Kopf ist aufrecht (${degrees(face.rollDeg)}).` };
  return {
    ...base,
    explanation: `Der Kopf ist um ${degrees(face.rollDeg)} zur Schulter geneigt; erlaubt sind ±${t.rollDeg.green}°.`,
    tip:
      face.rollDeg > 0
        ? 'Bitte den Kopf gerade halten, nicht zur linken Schulter neigen.'
        : 'Bitte den Kopf gerade halten, nicht zur rechten Schulter neigen.',
  };
}

export function judgeEyesOpen(measures: FaceMeasures, ageGroup: AgeGroup): CriterionResult {
  const strictness = ageGroupThresholds[ageGroup].eyesOpen;
  const base = { id: 'eyes-open', label: 'Augen geöffnet' };
  if (strictness === 'free')
    return {
      ...base,
      verdict: 'green',
      explanation: 'Bei Babys unter 1 Jahr dürfen die Augen geschlossen sein.',
    };
  const verdict = applyStrictness(
    lowerBandVerdict(measures.eyeOpenness, imageThresholds.eyeOpenness),
    strictness,
  );
  if (verdict === 'green') return { ...base, verdict, explanation: 'Beide Augen sind offen.' };
  return {
    ...base,
    verdict,
    explanation:
      verdict === 'red'
        ? 'Mindestens ein Auge ist geschlossen.'
        : 'Mindestens ein Auge ist nur halb geöffnet.',
    tip: 'Bitte die Augen ganz öffnen und nicht blinzeln; dann noch einmal auslösen.',
  };
}

export function judgeGaze(measures: FaceMeasures, ageGroup: AgeGroup): CriterionResult {
  const strictness = ageGroupThresholds[ageGroup].gaze;
  const verdict = applyStrictness(
    upperBandVerdict(measures.irisOffset, imageThresholds.irisOffset),
    strictness,
  );
  const base = { id: 'gaze', label: 'Blick in die Kamera', verdict };
  if (verdict === 'green')
    return { ...base, explanation: 'Der Blick ist auf die Kamera gerichtet.' };
  return {
    ...base,
    explanation: 'Der Blick geht an der Kamera vorbei.',
    tip: 'Bitte direkt in das Objektiv schauen.',
  };
}

export function judgeMouthClosed(measures: FaceMeasures, ageGroup: AgeGroup): CriterionResult {
  const strictness = ageGroupThresholds[ageGroup].mouthClosed;
  const base = { id: 'mouth-closed', label: 'Mund geschlossen, neutraler Ausdruck' };
  if (strictness === 'free')
    return {
      ...base,
      verdict: 'green',
      explanation: 'Bei Babys unter 1 Jahr ist der Gesichtsausdruck frei.',
    };
  const verdict = applyStrictness(
    upperBandVerdict(measures.mouthOpenness, imageThresholds.mouthOpenness),
    strictness,
  );
  if (verdict === 'green') return { ...base, verdict, explanation: 'Der Mund ist geschlossen.' };
  return {
    ...base,
    verdict,
    explanation:
      strictness === 'relaxed'
        ? 'Der Mund ist offen; bei Kindern unter 6 Jahren ist das erlaubt, geschlossen ist besser.'
        : 'Der Mund ist geöffnet.',
    tip: 'Bitte den Mund schließen und nicht lächeln.',
  };
}

/** Head pose and expression criteria of one face, in the order shown to the photographer. */
export function judgeFace(
  face: FaceGeometry,
  measures: FaceMeasures,
  ageGroup: AgeGroup,
): CriterionResult[] {
  return [
    judgeYaw(face, ageGroup),
    judgePitch(face, ageGroup),
    judgeRoll(face, ageGroup),
    judgeEyesOpen(measures, ageGroup),
    judgeGaze(measures, ageGroup),
    judgeMouthClosed(measures, ageGroup),
  ];
}
