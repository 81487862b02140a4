import { useFormikContext } from 'formik';
import { Button, type ButtonVariant } from './button';

export interface SubmitButtonProps {
  label: string;
  /** The text while the form is being sent (e.g. 'Wird gespeichert …'). */
  busyLabel: string;
  variant?: ButtonVariant;
}

/** The submit button of the surrounding Formik form: held and marked busy while it is sent. */
export function SubmitButton({ label, busyLabel, variant }: SubmitButtonProps) {
  const { isSubmitting } = useFormikContext();
  return (
    <Button
      type="submit"
      variant={variant}
      disabled={isSubmitting}
      aria-busy={isSubmitting || undefined}
    >
      {isSubmitting ? busyLabel : label}
    </Button>
  );
}
