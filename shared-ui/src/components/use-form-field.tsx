import { useId } from 'react';
import { useField, type FieldHookConfig } from 'formik';

/**
 * A Formik field bound to one control: the id its control, label and messages share, and its
 * error once the person has left the field (never while they are still typing it for the first
 * time).
 */
export function useFormField<Value>(config: string | FieldHookConfig<Value>) {
  const inputId = useId();
  const [field, meta, helpers] = useField<Value>(config);
  return { inputId, field, helpers, error: meta.touched ? meta.error : undefined };
}
