import { Type, type Static } from '@sinclair/typebox';
import { literalUnion, nullable } from './schema-parts';

/**
 * GET /photobooth/checklist/ (issue 23, "a dashboard that guides"): the set-up steps of the
 * signed-in person, computed by the server so the rules live in one place; the dashboards only
 * render it. The API validates its answer against this schema; the remote uses its static type.
 */
export const checklistStates = ['open', 'waiting', 'done'] as const;
export type ChecklistState = (typeof checklistStates)[number];

export const ChecklistItemBody = Type.Object({
  /** Stable per step, e.g. `company`, `own_eid`, `location:12`. */
  key: Type.String(),
  title: Type.String(),
  /** `open`: the person has to act; `waiting`: someone else acts (review, invitees); `done`. */
  state: literalUnion(checklistStates),
  /** The state in German words, e.g. 'In Prüfung', 'Abgelehnt', 'Erledigt'. */
  status: Type.String(),
  detail: Type.String(),
  /** The page where the step is done (a route of the signed-in area). */
  link: Type.Object({ to: Type.String(), label: Type.String() }),
  /** Optional steps are shown but do not hold back "complete". */
  optional: Type.Boolean(),
});
export type ChecklistItem = Static<typeof ChecklistItemBody>;

export const ChecklistBody = Type.Object({
  /** Ordered: open steps first (the first one is the next step), then waiting, then done. */
  items: Type.Array(ChecklistItemBody),
  /** Required steps done / required steps in all. */
  progress: Type.Object({ done: Type.Integer(), total: Type.Integer() }),
  /** Every required step done: the dashboard leads with the daily work. */
  complete: Type.Boolean(),
  /** Key of the next open step, or null when nothing is for the person to do. */
  next: nullable(Type.String()),
});
export type Checklist = Static<typeof ChecklistBody>;
