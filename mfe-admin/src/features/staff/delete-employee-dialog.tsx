import { useState } from 'react';
import { Alert } from 'shared-ui/components/alert';
import { Button } from 'shared-ui/components/button';
import { Modal } from 'shared-ui/components/modal';
import {
  useDeleteEmployeeMutation,
  type Employee,
  type ErrorWithStatusText,
} from '../admin-api/admin-api';
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
    <Modal
      open
      title={texts.title}
      onClose={cancel}
      actions={
        <>
          <Button variant="secondary" onClick={cancel}>
            {texts.cancel}
          </Button>
          <Button
            onClick={() => void confirm(person.user_id)}
            disabled={isLoading}
            aria-busy={isLoading || undefined}
          >
            {isLoading ? texts.confirming : texts.confirm}
          </Button>
        </>
      }
    >
      <p>{texts.question(fullName(person))}</p>
      <Alert variant="warning">{texts.warning}</Alert>
      {problem ? <Alert variant="error">{problem}</Alert> : null}
    </Modal>
  );
}
