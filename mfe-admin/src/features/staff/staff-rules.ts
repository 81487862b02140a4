import type { UserType } from 'shared-ui/session/session-slice';
import type { Employee } from 'shared-ui/contracts/staff-contract';
import type { AccessLevel, InvitationRequest } from 'shared-ui/contracts/invitations-contract';

/** Staff by first name, last name or email, ignoring case (signed-in-area.md §9). */
export function filterStaff(staff: readonly Employee[], search: string): Employee[] {
  const needle = search.trim().toLocaleLowerCase('de-DE');
  if (!needle) return [...staff];
  return staff.filter((person) =>
    [person.first_name, person.last_name, person.email].some((value) =>
      (value ?? '').toLocaleLowerCase('de-DE').includes(needle),
    ),
  );
}

/** Only owners and managers invite (signed-in-area.md §6). */
export function canInvite(userType: UserType): boolean {
  return userType === 'owner' || userType === 'manager';
}

/** Owners and managers see the delete column; who may be deleted is decided per row. */
export function seesDeleteColumn(userType: UserType): boolean {
  return canInvite(userType);
}

/**
 * The owner may delete any staff member; a manager only those whose supervisor is the manager
 * (signed-in-area.md §6). Nobody deletes themselves or the owner here.
 */
export function canDelete(
  viewer: { userType: UserType; id: number | undefined },
  person: Employee,
): boolean {
  if (viewer.id === undefined || person.user_id === viewer.id || person.user_type === 'owner') {
    return false;
  }
  if (viewer.userType === 'owner') return true;
  return viewer.userType === 'manager' && person.supervisor_id === viewer.id;
}

/** 'Eingeschränkt' invites an employee, 'Vollzugriff' a manager. */
export function invitation(email: string, accessLevel: AccessLevel): InvitationRequest {
  return {
    email: email.trim(),
    user_type: accessLevel === 'full' ? 'manager' : 'employee',
    role: accessLevel,
  };
}

export function fullName(person: Pick<Employee, 'first_name' | 'last_name'>): string {
  return `${person.first_name} ${person.last_name}`.trim();
}
