/**
 * The exact `user.email` value of a 409 to a registration whose address is registered but not
 * yet verified (public-site.md §7): the server writes it, the registration page compares with it
 * and sends the visitor to the verification (a new code is on its way). A marker, never shown.
 */
export const unverifiedDuplicateMarker = 'Please verify your email.';
