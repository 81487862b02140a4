import { useId } from 'react';
import { useField, type FieldHookConfig } from 'formik';
import { describedBy, type FieldFrameProps } from './field-frame';

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

/** What a framed field shows around its control: the FieldFrame's own props. */
export type FieldLabelling = Pick<FieldFrameProps, 'label' | 'required' | 'hint' | 'className'>;

/**
 * A Formik field in a FieldFrame: `frame` goes to the FieldFrame, `control` onto the input or
 * select (its id and what a screen reader needs: required, invalid, the hint and error texts).
 */
export function useFramedField<Value>(name: string, labelling: FieldLabelling) {
  const { inputId, field, helpers, error } = useFormField<Value>(name);
  const frame: Omit<FieldFrameProps, 'children'> = { ...labelling, inputId, error };
  const control = {
    id: inputId,
    'aria-required': labelling.required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(inputId, Boolean(labelling.hint), Boolean(error)),
  };
  return { field, helpers, frame, control };
}
