import { useState } from 'react';
import { Alert } from 'shared-ui/components/alert';
import { Button } from 'shared-ui/components/button';
import { DataTable, sortedColumn, type DataTableColumn } from 'shared-ui/components/data-table';
import { Modal } from 'shared-ui/components/modal';
import { SearchField } from 'shared-ui/components/search-field';
import { LoadingState } from 'shared-ui/components/spinner';
import { formatGermanDate } from 'shared-ui/format/german-date';
import type { UserType } from 'shared-ui/session/session-slice';
import type { Employee } from 'shared-ui/contracts/staff-contract';
import { useGetProfileQuery, useGetStaffQuery } from '../admin-api/admin-api';
import { AdminPage, backToDashboard } from '../layout/admin-page';
import { companyRoles } from '../session-guard/dashboard-path';
import { RequireSession } from '../session-guard/require-session';
import { DeleteEmployeeDialog } from './delete-employee-dialog';
import { InviteDialog } from './invite-dialog';
import { PendingInvitations } from './pending-invitations';
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
  const columns: DataTableColumn<Employee>[] = [
    sortedColumn('first_name', texts.columns.firstName, (person) => person.first_name),
    sortedColumn('last_name', texts.columns.lastName, (person) => person.last_name),
    sortedColumn('email', texts.columns.email, (person) => person.email),
    sortedColumn(
      'date_of_birth',
      texts.columns.birthDate,
      (person) => person.date_of_birth ?? '',
      (person) => (person.date_of_birth ? formatGermanDate(person.date_of_birth) : ''),
    ),
    sortedColumn(
      'role',
      texts.columns.role,
      (person) => roleLabels[person.user_type] ?? person.user_type,
    ),
  ];
  if (seesDeleteColumn(viewer.userType)) {
    columns.push({
      key: 'actions',
      header: texts.columns.actions,
      cell: (person) =>
        canDelete(viewer, person) ? (
          <Button
            variant="secondary"
            aria-label={texts.remove.buttonLabel(fullName(person))}
            onClick={() => onDelete(person)}
          >
            {texts.remove.button}
          </Button>
        ) : null,
    });
  }
  return (
    <DataTable
      caption={texts.tableCaption}
      columns={columns}
      rows={staff}
      rowKey={(person) => person.user_id}
      empty={texts.empty}
    />
  );
}

function StaffContent({ userType }: { userType: UserType }) {
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
      <SearchField
        label={texts.searchLabel}
        value={search}
        placeholder={texts.searchPlaceholder}
        onChange={setSearch}
        className="bb-staff__search"
      />
      {list}
      {canInvite(userType) ? <PendingInvitations /> : null}
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
