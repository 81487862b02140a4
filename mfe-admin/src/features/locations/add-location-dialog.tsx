import { useId, useRef, useState, type ChangeEvent } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { Alert } from 'shared-ui/components/alert';
import { Button } from 'shared-ui/components/button';
import { Modal } from 'shared-ui/components/modal';
import { TextField } from 'shared-ui/components/text-field';
import { postcodeLength } from 'shared-ui/validation/domain-values';
import { normalizePostcodeInput } from 'shared-ui/validation/rules';
import {
  useAddShopMutation,
  useLazyGeocodeAddressQuery,
  useLazyLookupPostcodeQuery,
} from '../admin-api/admin-api';
import {
  firstFieldError,
  httpStatus,
  isNetworkError,
  serverMessage,
} from '../admin-api/api-errors';
import {
  certificateProblem,
  emptyLocation,
  geocodeOutcome,
  geocodeQuery,
  locationProblem,
  requiredLocationFields,
  trimLocation,
  type LocationValues,
} from './location-rules';
import { locationsTexts } from './locations-texts';

const texts = locationsTexts.add;
const required = new Set<keyof LocationValues>(requiredLocationFields);

/** Why the studio was not stored: sign in again, server or network trouble, or the server's reason. */
function addFailure(error: unknown): string {
  const status = httpStatus(error);
  if (status === 401) return locationsTexts.signInAgain;
  if (isNetworkError(error) || (status !== undefined && status >= 500)) return texts.serverFailed;
  const reason = serverMessage(error) ?? firstFieldError(error);
  return reason ? `${texts.failed} ${reason}` : texts.failed;
}

function CertificatePicker({
  file,
  onChange,
}: {
  file: File | null;
  onChange: (file: File | null) => void;
}) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    const refused = chosen ? certificateProblem(chosen) : null;
    setProblem(refused);
    if (refused) event.target.value = '';
    onChange(refused ? null : chosen);
  }

  function remove() {
    if (inputRef.current) inputRef.current.value = '';
    onChange(null);
  }

  return (
    <div className="bb-field">
      <label htmlFor={inputId} className="bb-field__label">
        {texts.fields.certificate}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept="application/pdf,.pdf"
        onChange={choose}
        aria-describedby={`${inputId}-hint`}
        className="bb-field__control"
      />
      <p id={`${inputId}-hint`} className="bb-field__hint">
        {texts.certificateHint}
      </p>
      {file ? (
        <p className="bb-locations__file">
          {file.name}{' '}
          <Button variant="link" onClick={remove} aria-label={texts.removeFile(file.name)}>
            ×
          </Button>
        </p>
      ) : null}
      {problem ? <Alert variant="error">{problem}</Alert> : null}
    </div>
  );
}

export interface AddLocationDialogProps {
  onCancel: () => void;
  onAdded: () => void;
}

/** Adds a studio: the address is geocoded, the trade proof (PDF) is optional. */
export function AddLocationDialog({ onCancel, onAdded }: AddLocationDialogProps) {
  const formId = useId();
  const [certificate, setCertificate] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [lookupPostcode] = useLazyLookupPostcodeQuery();
  const [geocode] = useLazyGeocodeAddressQuery();
  const [addShop] = useAddShopMutation();
  // The postcode the latest city lookup belongs to; answers for older input are ignored.
  const currentPostcode = useRef('');

  async function fillCity(postcode: string, setCity: (city: string) => void) {
    currentPostcode.current = postcode;
    setCity('');
    if (postcode.length !== postcodeLength) return;
    try {
      const { city } = await lookupPostcode(postcode, true).unwrap();
      if (currentPostcode.current === postcode && city) setCity(city);
    } catch (error) {
      // The city can still be typed by hand; a failed lookup is only worth a log entry.
      console.warn(`Ort zur PLZ ${postcode} konnte nicht ermittelt werden.`, error);
    }
  }

  async function submit(raw: LocationValues, helpers: FormikHelpers<LocationValues>) {
    const values = trimLocation(raw);
    const invalid = locationProblem(values);
    if (invalid) {
      setProblem(invalid);
      await helpers.setTouched(
        Object.fromEntries(requiredLocationFields.map((field) => [field, true])),
        false,
      );
      return;
    }
    setProblem(null);
    let outcome;
    try {
      outcome = geocodeOutcome(await geocode(geocodeQuery(values), true).unwrap());
    } catch {
      setProblem(texts.serverFailed);
      return;
    }
    if (outcome.kind !== 'found') {
      setProblem(outcome.kind === 'not-found' ? texts.addressNotFound : texts.serverFailed);
      return;
    }
    try {
      await addShop({
        ...values,
        latitude: outcome.latitude,
        longitude: outcome.longitude,
        certificateFile: certificate,
      }).unwrap();
    } catch (error) {
      setProblem(addFailure(error));
      return;
    }
    onAdded();
  }

  return (
    <Formik<LocationValues> initialValues={emptyLocation} onSubmit={submit}>
      {({ isSubmitting, setFieldValue }) => (
        <Modal
          open
          title={texts.title}
          onClose={onCancel}
          actions={
            <>
              <Button variant="secondary" onClick={onCancel}>
                {texts.cancel}
              </Button>
              <Button
                type="submit"
                form={formId}
                disabled={isSubmitting}
                aria-busy={isSubmitting || undefined}
              >
                {isSubmitting ? texts.submitting : texts.submit}
              </Button>
            </>
          }
        >
          <Form id={formId} noValidate className="bb-locations__form">
            <TextField
              name="name"
              label={texts.fields.name}
              required={required.has('name')}
              autoComplete="organization"
            />
            <TextField
              name="address"
              label={texts.fields.address}
              required={required.has('address')}
              autoComplete="street-address"
            />
            <TextField
              name="zipcode"
              label={texts.fields.zipcode}
              required={required.has('zipcode')}
              inputMode="numeric"
              maxLength={postcodeLength}
              autoComplete="postal-code"
              normalize={normalizePostcodeInput}
              onValueChange={(postcode) =>
                void fillCity(postcode, (city) => void setFieldValue('city', city))
              }
            />
            <TextField
              name="city"
              label={texts.fields.city}
              required={required.has('city')}
              autoComplete="address-level2"
            />
            <TextField name="website" label={texts.fields.website} type="url" autoComplete="url" />
            <TextField name="shop_phone" label={texts.fields.phone} type="tel" autoComplete="tel" />
            <CertificatePicker file={certificate} onChange={setCertificate} />
            {problem ? <Alert variant="error">{problem}</Alert> : null}
          </Form>
        </Modal>
      )}
    </Formik>
  );
}
