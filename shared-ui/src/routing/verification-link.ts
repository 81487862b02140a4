/** Route of the code verification page (public-site.md §2). */
export const verificationPath = '/Code-Verifizierung';

/**
 * Query parameter that carries the address to /Code-Verifizierung. The mailed link fills it in,
 * so that a code entered in a new window (without the registration's navigation state) still
 * knows its address.
 */
export const verificationEmailParam = 'email';

/** The link of the verification mail: the page with the address filled in. */
export function verificationLink(publicUrl: string, email: string): string {
  const query = new URLSearchParams({ [verificationEmailParam]: email });
  return `${publicUrl}${verificationPath}?${query.toString()}`;
}
