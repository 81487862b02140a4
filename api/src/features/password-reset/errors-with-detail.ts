import type { FieldErrors } from '../../http/validation-errors';

/**
 * Per-field errors plus their first message as `detail`: the signed-in area's pages show
 * `detail` (or `message`) of a failed answer (signed-in-area.md §8), forms may use the fields.
 */
export function errorsWithDetail(errors: FieldErrors): Record<string, string[] | string> {
  const first = Object.values(errors).flat()[0] ?? 'Ungültige Anfrage.';
  return { ...errors, detail: first };
}
