/**
 * The kinds of account, as the API stores them and the remotes read them from the profile.
 * The one list both sides import: the database enum, the API's schemas and the session state.
 */
export const userTypes = ['owner', 'manager', 'employee', 'operator', 'authority'] as const;
export type UserType = (typeof userTypes)[number];

/** The kinds of account an owner or manager can invite into the company. */
export const invitableUserTypes = ['manager', 'employee'] as const;
export type InvitableUserType = (typeof invitableUserTypes)[number];
