export { verificationPath } from 'shared-ui/routing/verification-link';

/** Navigation state of /Code-Verifizierung (public-site.md §3): email, isOwner; plus a notice. */
export interface VerificationState {
  email: string;
  isOwner: boolean;
  /** A message the registration hands over, e.g. for an address registered but not verified. */
  notice?: string;
}

export function readVerificationState(state: unknown): Partial<VerificationState> {
  if (typeof state !== 'object' || state === null) return {};
  const { email, isOwner, notice } = state as Record<string, unknown>;
  return {
    ...(typeof email === 'string' ? { email } : {}),
    ...(typeof isOwner === 'boolean' ? { isOwner } : {}),
    ...(typeof notice === 'string' ? { notice } : {}),
  };
}
