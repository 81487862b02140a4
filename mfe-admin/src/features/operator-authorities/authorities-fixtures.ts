import type { Authority } from 'shared-ui/contracts/authorities-contract';

export function authority(overrides: Partial<Authority> = {}): Authority {
  return {
    id: 4,
    name: 'Bürgeramt Kiel',
    disabled_at: null,
    created_at: '2026-11-25T08:00:00.000Z',
    clerks: [{ id: 40, email: 'pass@kiel.example', created_at: '2026-11-25T08:00:00.000Z' }],
    api_keys: [
      {
        id: 7,
        label: 'Fachverfahren OK.EWO',
        created_at: '2026-11-25T09:30:00.000Z',
        revoked_at: null,
      },
      {
        id: 6,
        label: 'Alter Testschlüssel',
        created_at: '2026-11-24T09:00:00.000Z',
        revoked_at: '2026-11-24T10:00:00.000Z',
      },
    ],
    ...overrides,
  };
}

export const disabledAuthority = authority({
  id: 5,
  name: 'Standesamt Plön',
  disabled_at: '2026-11-25T10:15:00.000Z',
  clerks: [],
  api_keys: [],
});
