import { Button } from './button';

export interface FormDialogActionsProps {
  /** The id of the dialog's form: the action bar sits outside it, so the button names it. */
  formId: string;
  cancelLabel: string;
  /** The submit button's text; the caller picks its wording while busy (e.g. 'Speichern …'). */
  submitLabel: string;
  busy: boolean;
  onCancel: () => void;
}

/** A form dialog's action bar: cancel, then the submit button, held while the form is sent. */
export function FormDialogActions({
  formId,
  cancelLabel,
  submitLabel,
  busy,
  onCancel,
}: FormDialogActionsProps) {
  return (
    <>
      <Button variant="secondary" onClick={onCancel}>
        {cancelLabel}
      </Button>
      <Button type="submit" form={formId} disabled={busy} aria-busy={busy || undefined}>
        {submitLabel}
      </Button>
    </>
  );
}
