import { screen, waitFor, within } from '@testing-library/react';
import type { PendingInvitation } from 'shared-ui/contracts/invitations-contract';
import type { UserType } from 'shared-ui/session/session-slice';
import { renderWithProviders } from 'shared-ui/testing/render-with-providers';
import { jsonResponse, mockFetch, requestsTo } from 'shared-ui/testing/mock-fetch';
import { company, profiles, signedInAs } from '../testing/admin-fixtures';
import StaffPage from './staff-page';

function invitation(overrides: Partial<PendingInvitation> = {}): PendingInvitation {
  return {
    id: 21,
    email: 'neu@foto-schmidt.de',
    user_type: 'employee',
    invited_by: 'Erika Schmidt',
    created_at: '2026-11-20T09:00:00.000Z',
    expires_at: '2026-11-27T09:00:00.000Z',
    expired: false,
    can_manage: true,
    ...overrides,
  };
}

const pending = [
  invitation(),
  invitation({
    id: 22,
    email: 'alt@foto-schmidt.de',
    user_type: 'manager',
    expires_at: '2026-11-10T09:00:00.000Z',
    expired: true,
  }),
  invitation({
    id: 23,
    email: 'vom-manager@foto-schmidt.de',
    invited_by: 'Max Mustermann',
    can_manage: false,
  }),
];

function mockInvitations(userType: UserType, list: PendingInvitation[] = pending) {
  let current = list;
  return mockFetch({
    'GET /api/photobooth/profile/': jsonResponse(profiles[userType]),
    'GET /api/photobooth/invite-employee/': jsonResponse(company),
    'GET /api/photobooth/invitations/': () => jsonResponse(current),
    'POST /api/photobooth/invitations/21/resend/': () => {
      current = current.map((entry) =>
        entry.id === 21 ? { ...entry, expires_at: '2026-12-03T09:00:00.000Z' } : entry,
      );
      return jsonResponse({
        message:
          'Die Einladung wurde erneut an neu@foto-schmidt.de gesendet. Der Link der früheren E-Mail ist nicht mehr gültig.',
        invitation: current[0],
      });
    },
    'DELETE /api/photobooth/invitations/22/': () => {
      current = current.filter((entry) => entry.id !== 22);
      return jsonResponse({
        message:
          'Die Einladung an alt@foto-schmidt.de wurde zurückgezogen. Der Link darin ist nicht mehr gültig.',
      });
    },
  });
}

function renderStaff(userType: UserType) {
  return renderWithProviders(<StaffPage />, { route: '/Mitarbeitende', ...signedInAs(userType) });
}

async function invitationRows() {
  const table = await screen.findByRole('table', { name: 'Offene Einladungen Ihres Unternehmens' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(0, 4)
        .map((cell) => cell.textContent),
    );
}

describe('/Mitarbeitende, open invitations', () => {
  it('lists each open invitation with access level, inviter and expiry in German', async () => {
    mockInvitations('owner');
    renderStaff('owner');

    expect(await screen.findByRole('heading', { name: 'Offene Einladungen' })).toBeInTheDocument();
    expect(await invitationRows()).toEqual([
      ['neu@foto-schmidt.de', 'Eingeschränkt', 'Erika Schmidt', '27.11.2026'],
      ['alt@foto-schmidt.de', 'Vollzugriff', 'Erika Schmidt', 'Abgelaufen am 10.11.2026'],
      ['vom-manager@foto-schmidt.de', 'Eingeschränkt', 'Max Mustermann', '27.11.2026'],
    ]);
    // Actions only where the server allows them.
    expect(
      screen.queryByRole('button', {
        name: 'Einladung an vom-manager@foto-schmidt.de erneut senden',
      }),
    ).toBeNull();
    expect(
      screen.getByRole('button', { name: 'Einladung an alt@foto-schmidt.de zurückziehen' }),
    ).toBeInTheDocument();
  });

  it('sends an invitation again, says so and shows the new expiry', async () => {
    const fetchMock = mockInvitations('owner');
    const { user } = renderStaff('owner');

    await user.click(
      await screen.findByRole('button', { name: 'Einladung an neu@foto-schmidt.de erneut senden' }),
    );

    const notice = await screen.findByText(/erneut an neu@foto-schmidt.de gesendet/);
    expect(notice.closest('[tabindex="-1"]')).toHaveFocus();
    await waitFor(async () => expect((await invitationRows())[0]?.[3]).toBe('03.12.2026'));
    expect(requestsTo(fetchMock, '/api/photobooth/invitations/21/resend/')).toHaveLength(1);
  });

  it('revokes an invitation after asking, and it leaves the list', async () => {
    const fetchMock = mockInvitations('owner');
    const { user } = renderStaff('owner');

    await user.click(
      await screen.findByRole('button', { name: 'Einladung an alt@foto-schmidt.de zurückziehen' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Einladung zurückziehen' });
    expect(dialog).toHaveTextContent('Der Link in der E-Mail ist danach nicht mehr gültig.');
    await user.click(within(dialog).getByRole('button', { name: 'Einladung zurückziehen' }));

    expect(await screen.findByText(/alt@foto-schmidt.de wurde zurückgezogen/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(async () =>
      expect((await invitationRows()).map((row) => row[0])).not.toContain('alt@foto-schmidt.de'),
    );
    expect(requestsTo(fetchMock, '/api/photobooth/invitations/22/')[0]?.method).toBe('DELETE');
  });

  it('keeps the dialog open with the server message when revoking fails', async () => {
    mockFetch({
      'GET /api/photobooth/profile/': jsonResponse(profiles.manager),
      'GET /api/photobooth/invite-employee/': jsonResponse(company),
      'GET /api/photobooth/invitations/': jsonResponse([invitation()]),
      'DELETE /api/photobooth/invitations/21/': jsonResponse(
        {
          detail:
            'Manager können nur Einladungen erneut senden oder zurückziehen, die sie selbst versendet haben.',
        },
        { status: 403 },
      ),
    });
    const { user } = renderStaff('manager');

    await user.click(
      await screen.findByRole('button', { name: 'Einladung an neu@foto-schmidt.de zurückziehen' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Einladung zurückziehen' });
    await user.click(within(dialog).getByRole('button', { name: 'Einladung zurückziehen' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Manager können nur Einladungen erneut senden oder zurückziehen',
    );
  });

  it('says when there are none, and is not shown to employees', async () => {
    mockInvitations('owner', []);
    const { unmount } = renderStaff('owner');
    expect(await screen.findByText('Keine offenen Einladungen.')).toBeInTheDocument();
    unmount();

    const fetchMock = mockInvitations('employee');
    renderStaff('employee');
    await screen.findByRole('table', { name: 'Mitarbeitende Ihres Unternehmens' });
    expect(screen.queryByRole('heading', { name: 'Offene Einladungen' })).toBeNull();
    expect(requestsTo(fetchMock, '/api/photobooth/invitations/')).toHaveLength(0);
  });
});
