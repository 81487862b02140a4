import { useId, useState } from 'react';
import { Form, Formik } from 'formik';
import { Alert } from 'shared-ui/components/alert';
import { Checkbox } from 'shared-ui/components/checkbox';
import { Modal } from 'shared-ui/components/modal';
import { TextField } from 'shared-ui/components/text-field';
import { FormDialogActions } from 'shared-ui/components/form-dialog-actions';
import { errorBody, httpStatus, isNetworkError, serverMessage } from 'shared-ui/api/api-errors';
import {
  dayText,
  parseDayText,
  weekdayNames,
  weekdays,
  type OpeningHours,
  type Weekday,
} from 'shared-ui/locations/opening-hours';
import type { Shop } from 'shared-ui/contracts/studios-contract';
import { useSetShopOpeningHoursMutation } from '../admin-api/admin-api';
import { locationsTexts } from './locations-texts';

const texts = locationsTexts.hours;

type HoursValues = Record<Weekday, string> & { barrier_free: boolean };

/** The form's start: the stored week as typed text, empty days where nothing was given. */
export function hoursValues(shop: Shop): HoursValues {
  const days = Object.fromEntries(
    weekdays.map((day) => {
      const periods = shop.opening_hours?.[day];
      return [day, shop.opening_hours ? dayText(periods ?? []) : ''];
    }),
  ) as Record<Weekday, string>;
  return { ...days, barrier_free: shop.barrier_free ?? false };
}

/** Each day's problem (the same German rules the server applies), keyed by the day. */
export function validateHours(values: HoursValues): Partial<Record<Weekday, string>> {
  const errors: Partial<Record<Weekday, string>> = {};
  for (const day of weekdays) {
    const parsed = parseDayText(values[day]);
    if ('error' in parsed) errors[day] = parsed.error;
  }
  return errors;
}

/** The week to send; all days empty means "not given" (null), not "closed all week". */
export function weekOf(values: HoursValues): OpeningHours | null {
  if (weekdays.every((day) => values[day].trim() === '')) return null;
  const week = {} as OpeningHours;
  for (const day of weekdays) {
    const parsed = parseDayText(values[day]);
    week[day] = 'periods' in parsed ? parsed.periods : [];
  }
  return week;
}

function saveFailure(error: unknown): string[] {
  const status = httpStatus(error);
  if (status === 401) return [locationsTexts.signInAgain];
  if (isNetworkError(error) || (status !== undefined && status >= 500)) {
    return [locationsTexts.add.serverFailed];
  }
  const body = errorBody(error) ?? {};
  const problems = [body.opening_hours, body.barrier_free]
    .flatMap((value) => (Array.isArray(value) ? value : []))
    .filter((value): value is string => typeof value === 'string');
  return [serverMessage(error) ?? texts.failed, ...problems];
}

export interface OpeningHoursDialogProps {
  shop: Shop;
  onCancel: () => void;
  onSaved: () => void;
}

/**
 * Opening hours per weekday (breaks as a second period, empty = closed) and "barrierefrei" of
 * one studio (issue 21, item 4). Checked here and again by the server with the same rules.
 */
export function OpeningHoursDialog({ shop, onCancel, onSaved }: OpeningHoursDialogProps) {
  const formId = useId();
  const [save] = useSetShopOpeningHoursMutation();
  const [problems, setProblems] = useState<string[]>([]);

  async function submit(values: HoursValues) {
    setProblems([]);
    try {
      await save({
        id: shop.id,
        opening_hours: weekOf(values),
        barrier_free: values.barrier_free,
      }).unwrap();
    } catch (error) {
      setProblems(saveFailure(error));
      return;
    }
    onSaved();
  }

  return (
    <Formik<HoursValues>
      initialValues={hoursValues(shop)}
      validate={validateHours}
      onSubmit={submit}
    >
      {({ isSubmitting }) => (
        <Modal
          open
          title={texts.title(shop.name)}
          onClose={onCancel}
          actions={
            <FormDialogActions
              formId={formId}
              cancelLabel={texts.cancel}
              submitLabel={isSubmitting ? texts.saving : texts.save}
              busy={isSubmitting}
              onCancel={onCancel}
            />
          }
        >
          <Form id={formId} noValidate className="bb-locations__form">
            <p>{texts.intro}</p>
            <fieldset className="bb-locations__hours">
              <legend>{texts.legend}</legend>
              {weekdays.map((day) => (
                <TextField
                  key={day}
                  name={day}
                  label={weekdayNames[day]}
                  placeholder={texts.placeholder}
                  autoComplete="off"
                />
              ))}
            </fieldset>
            <Checkbox name="barrier_free">{texts.barrierFree}</Checkbox>
            {problems.length > 0 ? (
              <Alert variant="error">
                {problems.map((problem) => (
                  <p key={problem}>{problem}</p>
                ))}
              </Alert>
            ) : null}
          </Form>
        </Modal>
      )}
    </Formik>
  );
}
