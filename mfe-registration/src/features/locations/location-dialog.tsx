import { useId, useRef, useState } from 'react';
import { Formik, type FormikHelpers } from 'formik';
import { Alert } from 'shared-ui/components/alert';
import { Button } from 'shared-ui/components/button';
import { Modal } from 'shared-ui/components/modal';
import { TextField } from 'shared-ui/components/text-field';
import { postcodeLength } from 'shared-ui/validation/domain-values';
import { normalizePostcodeInput } from 'shared-ui/validation/rules';
import {
  useLazyGeocodeAddressQuery,
  useLazyLookupPostcodeQuery,
} from '../registration-api/registration-api';
import { locationTexts } from '../texts/ui-texts';
import {
  geocodeOutcome,
  geocodeQuery,
  locationProblem,
  locationValues,
  requiredLocationFields,
  trimLocation,
  type LocationValues,
} from './location-form';
import type { ProofFile } from './proof-file';
import { ProofFilePicker } from './proof-file-picker';
import { newDraftId, type StudioDraft } from './studio-drafts';

export interface LocationDialogProps {
  /** The draft being edited; absent when a new location is added. */
  draft?: StudioDraft;
  /** With one shared proof for all locations the dialog asks for no file of its own. */
  oneFileForAll: boolean;
  onCancel: () => void;
  /** Returns false when the draft could not be stored. */
  onSave: (draft: StudioDraft) => boolean;
}

const required = new Set<keyof LocationValues>(requiredLocationFields);

/**
 * The dialog 'Standort oder Fotostudio hinzufügen': the city is looked up when the postcode has
 * five digits, and the address is geocoded before the location is accepted.
 */
export function LocationDialog({ draft, oneFileForAll, onCancel, onSave }: LocationDialogProps) {
  const formId = useId();
  const [files, setFiles] = useState<ProofFile[]>(draft?.uploadedFiles ?? []);
  const [problem, setProblem] = useState<string | null>(null);
  const [lookupPostcode] = useLazyLookupPostcodeQuery();
  const [geocode] = useLazyGeocodeAddressQuery();
  // The postcode the latest city lookup belongs to; older answers are ignored.
  const currentPostcode = useRef(draft?.zipcode ?? '');

  async function fillCity(postcode: string, setCity: (city: string) => void) {
    currentPostcode.current = postcode;
    setCity('');
    if (postcode.length !== postcodeLength) return;
    try {
      const { city } = await lookupPostcode(postcode, true).unwrap();
      if (currentPostcode.current === postcode && city) setCity(city);
    } catch (error) {
      // The city can still be typed by hand; the failed lookup is only worth a log entry.
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
      );
      return;
    }
    setProblem(null);
    let outcome;
    try {
      outcome = geocodeOutcome(await geocode(geocodeQuery(values)).unwrap());
    } catch {
      setProblem(locationTexts.geocodeFailed);
      return;
    }
    if (outcome.kind === 'failed') {
      setProblem(outcome.message);
      return;
    }
    const saved = onSave({
      id: draft?.id ?? newDraftId(),
      ...values,
      latitude: outcome.latitude,
      longitude: outcome.longitude,
      uploadedFiles: oneFileForAll ? [] : files,
    });
    if (!saved) setProblem(locationTexts.draftNotStored);
  }

  return (
    <Formik initialValues={locationValues(draft)} onSubmit={submit}>
      {({ handleSubmit, isSubmitting, setFieldValue }) => (
        <Modal
          open
          title={locationTexts.dialogTitle}
          onClose={onCancel}
          actions={
            <>
              <Button variant="secondary" onClick={onCancel}>
                {locationTexts.cancel}
              </Button>
              <Button
                type="submit"
                form={formId}
                disabled={isSubmitting}
                aria-busy={isSubmitting || undefined}
              >
                {draft ? locationTexts.save : locationTexts.add}
              </Button>
            </>
          }
        >
          <form id={formId} noValidate onSubmit={handleSubmit}>
            <TextField
              name="name"
              label={locationTexts.fields.name}
              required={required.has('name')}
              autoComplete="organization"
            />
            <TextField
              name="address"
              label={locationTexts.fields.address}
              required={required.has('address')}
              autoComplete="street-address"
            />
            <TextField
              name="zipcode"
              label={locationTexts.fields.zipcode}
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
              label={locationTexts.fields.city}
              required={required.has('city')}
              autoComplete="address-level2"
            />
            <TextField
              name="shop_phone"
              label={locationTexts.fields.phone}
              required={required.has('shop_phone')}
              type="tel"
              autoComplete="tel"
            />
            <TextField
              name="website"
              label={locationTexts.fields.website}
              required={required.has('website')}
              type="url"
              autoComplete="url"
            />
            {oneFileForAll ? (
              <p className="bb-location-dialog__note">{locationTexts.sharedFileNote}</p>
            ) : (
              <ProofFilePicker
                label={locationTexts.fields.proofFile}
                files={files}
                onChange={(next) => {
                  setFiles(next);
                  return true;
                }}
              />
            )}
            {isSubmitting ? <p role="status">{locationTexts.checkingAddress}</p> : null}
            {problem ? <Alert variant="error">{problem}</Alert> : null}
          </form>
        </Modal>
      )}
    </Formik>
  );
}
