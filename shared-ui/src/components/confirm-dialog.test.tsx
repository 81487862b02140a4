import { render, screen } from '@testing-library/react';
import { setupTestUser } from '../testing/test-user';
import { ConfirmDialog } from './confirm-dialog';

function renderDialog(props: Partial<Parameters<typeof ConfirmDialog>[0]> = {}) {
  const onConfirm = jest.fn();
  const onCancel = jest.fn();
  render(
    <ConfirmDialog
      open
      title="Standort löschen"
      confirmLabel="Löschen"
      confirmingLabel="Wird gelöscht …"
      cancelLabel="Abbrechen"
      busy={false}
      onConfirm={onConfirm}
      onCancel={onCancel}
      {...props}
    >
      <p>Studio Mitte</p>
    </ConfirmDialog>,
  );
  return { onConfirm, onCancel };
}

describe('ConfirmDialog', () => {
  it('names the object and calls back on confirm and on cancel', async () => {
    const user = setupTestUser();
    const { onConfirm, onCancel } = renderDialog();
    expect(screen.getByRole('dialog', { name: 'Standort löschen' })).toHaveTextContent(
      'Studio Mitte',
    );

    await user.click(screen.getByRole('button', { name: 'Löschen' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Abbrechen' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('cannot be confirmed twice while the action runs, and shows why it failed', () => {
    renderDialog({ busy: true, problem: 'Der Standort konnte nicht gelöscht werden.' });
    expect(screen.getByRole('button', { name: 'Wird gelöscht …' })).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Der Standort konnte nicht gelöscht werden.',
    );
  });
});
