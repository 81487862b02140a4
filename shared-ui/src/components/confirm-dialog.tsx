import type { ReactNode } from 'react';
import { Alert } from './alert';
import { Button } from './button';
import { Modal } from './modal';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What will happen, naming the object (e.g. the person or location). */
  children: ReactNode;
  confirmLabel: string;
  /** Shown on the confirm button while the action runs. */
  confirmingLabel: string;
  cancelLabel: string;
  busy: boolean;
  /** Why the last attempt failed; the dialog stays open so the person can retry or cancel. */
  problem?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asks before an action (erasing, deciding, sending a file), with what the action needs in its
 * content; the action's state is the caller's.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  confirmingLabel,
  cancelLabel,
  busy,
  problem,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      title={title}
      onClose={onCancel}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button onClick={onConfirm} disabled={busy} aria-busy={busy || undefined}>
            {busy ? confirmingLabel : confirmLabel}
          </Button>
        </>
      }
    >
      {children}
      {problem ? <Alert variant="error">{problem}</Alert> : null}
    </Modal>
  );
}
