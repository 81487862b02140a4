import { useId, useState } from 'react';
import { Formik, type FormikHelpers } from 'formik';
import { Alert } from 'shared-ui/components/alert';
import { LocationFields } from 'shared-ui/components/location-fields';
import { Modal } from 'shared-ui/components/modal';
import { FormDialogActions } from 'shared-ui/components/form-dialog-actions';
import {
  addressLine,
  locationProblem,
  locationValuesOf,
  trimLocation,
  type LocationValues,
} from 'shared-ui/locations/location-values';
import { useLocationGeocoding } from 'shared-ui/locations/use-location-geocoding';
import { validationMessages } from 'shared-ui/validation/messages';
import {
  useLazyGeocodeAddressQuery,
  useLazyLookupPostcodeQuery,
} from '../registration-api/registration-api';
import { locationTexts } from '../texts/ui-texts';
import { locationFieldOrder, requiredLocationFields } from './location-form';
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

const fieldLabels = {
  name: locationTexts.fields.name,
  address: locationTexts.fields.address,
  zipcode: locationTexts.fields.zipcode,
  city: locationTexts.fields.city,
  website: locationTexts.fields.website,
  shop_phone: locationTexts.fields.phone,
};

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
  const { fillCity, locate } = useLocationGeocoding({
    lookupPostcode: (postcode) => lookupPostcode(postcode, true).unwrap(),
    geocode: (query) => geocode(query).unwrap(),
    initialPostcode: draft?.zipcode,
  });

  async function submit(raw: LocationValues, helpers: FormikHelpers<LocationValues>) {
    const values = trimLocation(raw);
    const invalid = locationProblem(values, requiredLocationFields);
    if (invalid) {
      setProblem(
        invalid === 'missing-fields'
          ? validationMessages.locationRequiredFields
          : validationMessages.postcode,
      );
      await helpers.setTouched(
        Object.fromEntries(requiredLocationFields.map((field) => [field, true])),
      );
      return;
    }
    setProblem(null);
    const outcome = await locate(addressLine(values));
    if (outcome.kind !== 'found') {
      setProblem(
        outcome.kind === 'not-found' ? locationTexts.addressNotFound : locationTexts.geocodeFailed,
      );
      return;
    }
    const saved = onSave({
      id: draft?.id ?? newDraftId(),
      ...values,
      latitude: outcome.lat,
      longitude: outcome.lng,
      uploadedFiles: oneFileForAll ? [] : files,
    });
    if (!saved) setProblem(locationTexts.draftNotStored);
  }

  return (
    <Formik initialValues={locationValuesOf(draft)} onSubmit={submit}>
      {({ handleSubmit, isSubmitting }) => (
        <Modal
          open
          title={locationTexts.dialogTitle}
          onClose={onCancel}
          actions={
            <FormDialogActions
              formId={formId}
              cancelLabel={locationTexts.cancel}
              submitLabel={draft ? locationTexts.save : locationTexts.add}
              busy={isSubmitting}
              onCancel={onCancel}
            />
          }
        >
          <form id={formId} noValidate onSubmit={handleSubmit}>
            <LocationFields
              labels={fieldLabels}
              requiredFields={requiredLocationFields}
              order={locationFieldOrder}
              fillCity={fillCity}
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
