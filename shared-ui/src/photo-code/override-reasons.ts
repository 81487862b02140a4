/**
 * Why a studio sends a photo whose biometric pre-check failed (photo contract): the studio's
 * workplace offers these, the API accepts only these codes, and the lists show their labels.
 */
export const overrideReasons = [
  { code: 'medical', label: 'medizinische Gründe' },
  { code: 'disability', label: 'Behinderung' },
  { code: 'small-child', label: 'Kleinkind' },
  { code: 'other', label: 'Sonstiges' },
] as const;

export type OverrideReason = (typeof overrideReasons)[number]['code'];

export const overrideReasonCodes = overrideReasons.map((reason) => reason.code) as [
  OverrideReason,
  ...OverrideReason[],
];

/** 'other' needs a free text of at most this many characters. */
export const overrideTextMaxLength = 200;

export function isOverrideReason(value: string): value is OverrideReason {
  return overrideReasonCodes.some((code) => code === value);
}
