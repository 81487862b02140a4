import { useState } from 'react';
import { Alert } from 'shared-ui/components/alert';
import { ConfirmDialog } from 'shared-ui/components/confirm-dialog';
import type { Employee } from 'shared-ui/contracts/staff-contract';
import { useDeleteEmployeeMutation, type ErrorWithStatusText } from '../admin-api/admin-api';
import { errorBody, errorStatus, firstErrorOf, isNetworkError } from 'shared-ui/api/api-errors';
import { fullName } from './staff-rules';
import { staffTexts } from './staff-texts';

const texts = staffTexts.remove;

/**
 * The server's message from a JSON answer ('Unbekannter Fehler' when it has none); an answer
 * without a JSON body is described by its HTTP status text.
 */
function deleteFailure(error: unknown): string {
  if (isNetworkError(error)) return texts.network;
  if (errorBody(error)) return firstErrorOf(error, ['message', 'detail']) ?? texts.unknownError;
  const { statusText } = error as ErrorWithStatusText;
  return texts.statusError(statusText || String(errorStatus(error) ?? ''));
}

export interface DeleteEmployeeDialogProps {
  person: Employee | null;
  onCancel: () => void;
  onDeleted: () => void;
}

/** Asks before a person and all their data are removed for good. */
export function DeleteEmployeeDialog({ person, onCancel, onDeleted }: DeleteEmployeeDialogProps) {
  const [deleteEmployee, { isLoading }] = useDeleteEmployeeMutation();
  const [problem, setProblem] = useState<string | null>(null);
  if (!person) return null;

  async function confirm(userId: number) {
    setProblem(null);
    try {
      await deleteEmployee(userId).unwrap();
    } catch (error) {
      setProblem(deleteFailure(error));
      return;
    }
    onDeleted();
  }

  function cancel() {
    setProblem(null);
    onCancel();
  }

  return (
    <ConfirmDialog
      open
      title={texts.title}
      confirmLabel={texts.confirm}
      confirmingLabel={texts.confirming}
      cancelLabel={texts.cancel}
      busy={isLoading}
      problem={problem}
      onConfirm={() => void confirm(person.user_id)}
      onCancel={cancel}
    >
      <p>{texts.question(fullName(person))}</p>
      <Alert variant="warning">{texts.warning}</Alert>
    </ConfirmDialog>
  );
}
