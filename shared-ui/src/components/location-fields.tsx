import { useFormikContext } from 'formik';
import { postcodeLength } from '../validation/domain-values';
import { normalizePostcodeInput } from '../validation/rules';
import {
  locationFields,
  type LocationField,
  type LocationValues,
} from '../locations/location-values';
import type { LocationGeocoding } from '../locations/use-location-geocoding';
import { TextField, type TextFieldProps } from './text-field';

export interface LocationFieldsProps {
  /** The remote's wording of each field. */
  labels: Record<LocationField, string>;
  /** Fields that carry the asterisk and aria-required. */
  requiredFields: readonly LocationField[];
  /** From useLocationGeocoding: the city follows the postcode. */
  fillCity: LocationGeocoding['fillCity'];
  /** The order of the inputs (the registration asks for the phone before the website). */
  order?: readonly LocationField[];
}

/** What each input is beyond its label: autocomplete hints, keyboard, type. */
const inputProps: Record<LocationField, Partial<TextFieldProps>> = {
  name: { autoComplete: 'organization' },
  address: { autoComplete: 'street-address' },
  zipcode: {
    inputMode: 'numeric',
    maxLength: postcodeLength,
    autoComplete: 'postal-code',
    normalize: normalizePostcodeInput,
  },
  city: { autoComplete: 'address-level2' },
  website: { type: 'url', autoComplete: 'url' },
  shop_phone: { type: 'tel', autoComplete: 'tel' },
};

/**
 * The inputs of a location dialog inside a Formik form of LocationValues: the postcode keeps only
 * five digits, and each change of it clears the city and looks it up again at five digits.
 */
export function LocationFields({
  labels,
  requiredFields,
  fillCity,
  order = locationFields,
}: LocationFieldsProps) {
  const { setFieldValue } = useFormikContext<LocationValues>();
  const required = new Set(requiredFields);

  return (
    <>
      {order.map((field) => (
        <TextField
          key={field}
          name={field}
          label={labels[field]}
          required={required.has(field)}
          {...inputProps[field]}
          onValueChange={
            field === 'zipcode'
              ? (postcode) => void fillCity(postcode, (city) => void setFieldValue('city', city))
              : undefined
          }
        />
      ))}
    </>
  );
}
