import { useId, useState } from 'react';
import { Alert } from 'shared-ui/components/alert';
import { Button } from 'shared-ui/components/button';
import { Modal } from 'shared-ui/components/modal';
import { LoadingState } from 'shared-ui/components/spinner';
import { formatGermanDate } from 'shared-ui/format/german-date';
import type { UserType } from 'shared-ui/session/session-slice';
import { useGetProfileQuery, useGetStaffQuery, type Employee } from '../admin-api/admin-api';
import { AdminPage, backToDashboard } from '../layout/admin-page';
import { companyRoles } from '../session-guard/dashboard-path';
import { RequireSession } from '../session-guard/require-session';
import { DeleteEmployeeDialog } from './delete-employee-dialog';
import { InviteDialog } from './invite-dialog';
import { canDelete, canInvite, filterStaff, fullName, seesDeleteColumn } from './staff-rules';
import { roleLabels, staffTexts as texts } from './staff-texts';
import './staff.css';

function SuccessDialog({
  message,
  title,
  onClose,
}: {
  message: string | null;
  title: string;
  onClose: () => void;
}) {
  return (
    <Modal
      open={message !== null}
      title={title}
      onClose={onClose}
      closeLabel={null}
      actions={<Button onClick={onClose}>{texts.invite.ok}</Button>}
    >
      <p>{message}</p>
    </Modal>
  );
}

function StaffTable({
  staff,
  viewer,
  onDelete,
}: {
  staff: Employee[];
  viewer: { userType: UserType; id: number | undefined };
  onDelete: (person: Employee) => void;
}) {
  const withDelete = seesDeleteColumn(viewer.userType);
  if (staff.length === 0) return <p className="bb-staff__empty">{texts.empty}</p>;
  return (
    <div className="bb-staff__table-wrapper">
      <table className="bb-staff__table">
        <caption className="bb-visually-hidden">{texts.tableCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{texts.columns.firstName}</th>
            <th scope="col">{texts.columns.lastName}</th>
            <th scope="col">{texts.columns.email}</th>
            <th scope="col">{texts.columns.birthDate}</th>
            <th scope="col">{texts.columns.role}</th>
            {withDelete ? <th scope="col">{texts.columns.actions}</th> : null}
          </tr>
        </thead>
        <tbody>
          {staff.map((person) => (
            <tr key={person.user_id}>
              <td>{person.first_name}</td>
              <td>{person.last_name}</td>
              <td>{person.email}</td>
              <td>{person.date_of_birth ? formatGermanDate(person.date_of_birth) : ''}</td>
              <td>{roleLabels[person.user_type] ?? person.user_type}</td>
              {withDelete ? (
                <td>
                  {canDelete(viewer, person) ? (
                    <Button
                      variant="secondary"
                      aria-label={texts.remove.buttonLabel(fullName(person))}
                      onClick={() => onDelete(person)}
                    >
                      {texts.remove.button}
                    </Button>
                  ) : null}
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function StaffContent({ userType }: { userType: UserType }) {
  const searchId = useId();
  const { data: staff, isLoading, isError } = useGetStaffQuery();
  const { data: profile } = useGetProfileQuery();
  const [search, setSearch] = useState('');
  const [inviting, setInviting] = useState(false);
  const [invitedEmail, setInvitedEmail] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Employee | null>(null);
  const [deleted, setDeleted] = useState(false);
  const viewer = { userType, id: profile?.id };

  let list;
  if (isLoading) list = <LoadingState label={texts.loading} />;
  else if (isError || !staff) list = <Alert variant="error">{texts.loadFailed}</Alert>;
  else {
    list = <StaffTable staff={filterStaff(staff, search)} viewer={viewer} onDelete={setDeleting} />;
  }

  return (
    <AdminPage
      title={texts.title}
      back={backToDashboard(userType)}
      className="bb-staff"
      actions={
        canInvite(userType) ? (
          <Button onClick={() => setInviting(true)}>{texts.invite.open}</Button>
        ) : null
      }
    >
      <p>{texts.intro}</p>
      <div className="bb-field bb-staff__search">
        <label htmlFor={searchId} className="bb-field__label">
          {texts.searchLabel}
        </label>
        <input
          id={searchId}
          type="search"
          value={search}
          placeholder={texts.searchPlaceholder}
          onChange={(event) => setSearch(event.target.value)}
          className="bb-field__control"
        />
      </div>
      {list}
      {canInvite(userType) ? (
        <InviteDialog
          open={inviting}
          onClose={() => setInviting(false)}
          onInvited={(email) => {
            setInviting(false);
            setInvitedEmail(email);
          }}
        />
      ) : null}
      <SuccessDialog
        title={texts.invite.successTitle}
        message={invitedEmail ? texts.invite.success(invitedEmail) : null}
        onClose={() => setInvitedEmail(null)}
      />
      <DeleteEmployeeDialog
        person={deleting}
        onCancel={() => setDeleting(null)}
        onDeleted={() => {
          setDeleting(null);
          setDeleted(true);
        }}
      />
      <SuccessDialog
        title={texts.remove.successTitle}
        message={deleted ? texts.remove.success : null}
        onClose={() => setDeleted(false)}
      />
    </AdminPage>
  );
}

export default function StaffPage() {
  return (
    <RequireSession allowed={companyRoles}>
      {(userType) => <StaffContent userType={userType} />}
    </RequireSession>
  );
}
