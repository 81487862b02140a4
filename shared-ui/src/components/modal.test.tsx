import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import { setupTestUser } from '../testing/test-user';
import { Modal } from './modal';
import { Button } from './button';

function ModalHarness({ initiallyOpen = false }: { initiallyOpen?: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Standort hinzufügen</Button>
      <Modal
        open={open}
        title="Standort oder Fotostudio hinzufügen"
        onClose={() => setOpen(false)}
        actions={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Abbrechen
            </Button>
            <Button>Hinzufügen</Button>
          </>
        }
      >
        <label>
          Ort <input />
        </label>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('is a modal dialog named by its title and moves focus into it', async () => {
    const user = setupTestUser();
    render(<ModalHarness />);
    await user.click(screen.getByRole('button', { name: 'Standort hinzufügen' }));

    const dialog = screen.getByRole('dialog', { name: 'Standort oder Fotostudio hinzufügen' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('closes on Escape and returns focus to the opener', async () => {
    const user = setupTestUser();
    render(<ModalHarness />);
    const opener = screen.getByRole('button', { name: 'Standort hinzufügen' });
    await user.click(opener);

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('keeps Tab inside the dialog', async () => {
    const user = setupTestUser();
    render(<ModalHarness initiallyOpen />);
    const dialog = screen.getByRole('dialog');

    for (let i = 0; i < 6; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('closes with the close button', async () => {
    const user = setupTestUser();
    render(<ModalHarness initiallyOpen />);
    await user.click(screen.getByRole('button', { name: 'Schließen' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
