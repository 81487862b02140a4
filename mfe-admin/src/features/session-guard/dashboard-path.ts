import type { UserType } from 'shared-ui/session/session-slice';

/** The owner's dashboard (signed-in-area.md §2). */
export const ownerDashboardPath = '/Verwaltungsbereich';
/** The dashboard of managers and employees: spelled differently on purpose (ARCHITECTURE.md §4). */
export const staffDashboardPath = '/Verwaltungsbreich';
/** The operator console (a later part of the administration remote). */
export const operatorConsolePath = '/Betrieb';
/** The retrieval desk of authority clerks (ARCHITECTURE.md §8). */
export const authorityDeskPath = '/Behoerde';
export const loginPath = '/login';

const dashboards: Record<UserType, string> = {
  owner: ownerDashboardPath,
  manager: staffDashboardPath,
  employee: staffDashboardPath,
  operator: operatorConsolePath,
  authority: authorityDeskPath,
};

/** Where a person starts after signing in, and where a page not meant for them sends them. */
export function dashboardPath(userType: UserType): string {
  return dashboards[userType];
}

/** A role as the server names it, or null for a role this front-end does not know. */
export function knownUserType(value: unknown): UserType | null {
  return (Object.keys(dashboards).find((type) => type === value) as UserType | undefined) ?? null;
}

/** The roles of signed-in-area.md §6 that work in a studio company. */
export const companyRoles: readonly UserType[] = ['owner', 'manager', 'employee'];
