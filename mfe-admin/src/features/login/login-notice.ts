/**
 * Pages that end a session and send the person to /login (password change, password reset)
 * hand their success message over in the navigation state, so it is still shown there.
 */
export interface LoginNotice {
  notice: string;
}

export function loginNotice(notice: string): LoginNotice {
  return { notice };
}

export function readLoginNotice(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('notice' in state)) return null;
  const { notice } = state as { notice: unknown };
  return typeof notice === 'string' && notice ? notice : null;
}
