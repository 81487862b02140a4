import { useId, useState, type ReactNode } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { Alert } from 'shared-ui/components/alert';
import { LocationFields } from 'shared-ui/components/location-fields';
import { Modal } from 'shared-ui/components/modal';
import { FormDialogActions } from 'shared-ui/components/form-dialog-actions';
import {
  locationProblem,
  trimLocation,
  type LocationField,
  type LocationValues,
} from 'shared-ui/locations/location-values';
import { useLocationGeocoding } from 'shared-ui/locations/use-location-geocoding';
import { useLazyGeocodeAddressQuery, useLazyLookupPostcodeQuery } from '../admin-api/admin-api';
import { CertificatePicker } from './certificate-picker';
import { geocodeQuery, requiredLocationFields, sevenDecimals } from './location-rules';
import { locationsTexts } from './locations-texts';

const texts = locationsTexts.add;

const fieldLabels: Record<LocationField, string> = {
  name: texts.fields.name,
  address: texts.fields.address,
  zipcode: texts.fields.zipcode,
  city: texts.fields.city,
  website: texts.fields.website,
  shop_phone: texts.fields.phone,
};

/** A studio as the dialog hands it on: trimmed values, coordinates with 7 decimals, the proof. */
export interface LocatedShop extends LocationValues {
  latitude: string;
  longitude: string;
  certificateFile: File | null;
}

/** Why sending failed: the message under the form, and the server's per-field messages. */
export interface SendFailure {
  problem: string;
  fieldErrors?: Partial<Record<LocationField, string>>;
  certificateError?: string;
}

export interface ShopLocationDialogProps {
  title: string;
  submitLabel: string;
  submittingLabel: string;
  initialValues: LocationValues;
  certificate: { label: string; hint: string; required?: boolean };
  /** Shown above the fields (the resubmission names the operator's reason). */
  intro?: ReactNode;
  /** Checks before geocoding that only this use of the dialog needs (e.g. a required proof). */
  checkCertificate?: (file: File | null) => Promise<string | null>;
  /** Stores the studio; null on success (the caller closes the dialog). */
  send: (shop: LocatedShop) => Promise<SendFailure | null>;
  onCancel: () => void;
}

/**
 * A studio's form in a dialog: the city follows the postcode, the address is geocoded before the
 * studio is sent, and the trade proof is picked as a PDF. Used to add and to resubmit studios.
 */
export function ShopLocationDialog({
  title,
  submitLabel,
  submittingLabel,
  initialValues,
  certificate: certificateField,
  intro,
  checkCertificate,
  send,
  onCancel,
}: ShopLocationDialogProps) {
  const formId = useId();
  const [certificate, setCertificate] = useState<File | null>(null);
  const [certificateError, setCertificateError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [lookupPostcode] = useLazyLookupPostcodeQuery();
  const [geocode] = useLazyGeocodeAddressQuery();
  const { fillCity, locate } = useLocationGeocoding({
    lookupPostcode: (postcode) => lookupPostcode(postcode, true).unwrap(),
    geocode: (query) => geocode(query, true).unwrap(),
    initialPostcode: initialValues.zipcode,
  });

  async function submit(raw: LocationValues, helpers: FormikHelpers<LocationValues>) {
    const values = trimLocation(raw);
    const invalid = locationProblem(values, requiredLocationFields);
    if (invalid) {
      setProblem(invalid === 'missing-fields' ? texts.requiredFields : texts.incompleteAddress);
      await helpers.setTouched(
        Object.fromEntries(requiredLocationFields.map((field) => [field, true])),
        false,
      );
      return;
    }
    const refused = checkCertificate ? await checkCertificate(certificate) : null;
    setCertificateError(refused);
    if (refused) {
      setProblem(null);
      return;
    }
    setProblem(null);
    const outcome = await locate(geocodeQuery(values));
    if (outcome.kind !== 'found') {
      setProblem(outcome.kind === 'not-found' ? texts.addressNotFound : texts.serverFailed);
      return;
    }
    const failure = await send({
      ...values,
      latitude: sevenDecimals(outcome.lat),
      longitude: sevenDecimals(outcome.lng),
      certificateFile: certificate,
    });
    if (!failure) return;
    setProblem(failure.problem);
    setCertificateError(failure.certificateError ?? null);
    const fieldErrors = failure.fieldErrors ?? {};
    if (Object.keys(fieldErrors).length > 0) {
      helpers.setErrors(fieldErrors);
      await helpers.setTouched(
        Object.fromEntries(Object.keys(fieldErrors).map((field) => [field, true])),
        false,
      );
    }
  }

  return (
    <Formik<LocationValues> initialValues={initialValues} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Modal
          open
          title={title}
          onClose={onCancel}
          actions={
            <FormDialogActions
              formId={formId}
              cancelLabel={texts.cancel}
              submitLabel={isSubmitting ? submittingLabel : submitLabel}
              busy={isSubmitting}
              onCancel={onCancel}
            />
          }
        >
          <Form id={formId} noValidate className="bb-locations__form">
            {intro}
            <LocationFields
              labels={fieldLabels}
              requiredFields={requiredLocationFields}
              fillCity={fillCity}
            />
            <CertificatePicker
              label={certificateField.label}
              hint={certificateField.hint}
              required={certificateField.required}
              file={certificate}
              error={certificateError}
              onChange={(file) => {
                setCertificate(file);
                setCertificateError(null);
              }}
            />
            {problem ? <Alert variant="error">{problem}</Alert> : null}
          </Form>
        </Modal>
      )}
    </Formik>
  );
}
