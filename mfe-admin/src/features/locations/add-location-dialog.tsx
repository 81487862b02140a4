import { emptyLocation } from 'shared-ui/locations/location-values';
import { useAddShopMutation } from '../admin-api/admin-api';
import {
  firstFieldError,
  httpStatus,
  isNetworkError,
  serverMessage,
} from 'shared-ui/api/api-errors';
import { locationsTexts } from './locations-texts';
import { ShopLocationDialog } from './shop-location-dialog';

const texts = locationsTexts.add;

/** Why the studio was not stored: sign in again, server or network trouble, or the server's reason. */
function addFailure(error: unknown): string {
  const status = httpStatus(error);
  if (status === 401) return locationsTexts.signInAgain;
  if (isNetworkError(error) || (status !== undefined && status >= 500)) return texts.serverFailed;
  const reason = serverMessage(error) ?? firstFieldError(error);
  return reason ? `${texts.failed} ${reason}` : texts.failed;
}

export interface AddLocationDialogProps {
  onCancel: () => void;
  onAdded: () => void;
}

/** Adds a studio: the address is geocoded, the trade proof (PDF) is optional. */
export function AddLocationDialog({ onCancel, onAdded }: AddLocationDialogProps) {
  const [addShop] = useAddShopMutation();

  return (
    <ShopLocationDialog
      title={texts.title}
      submitLabel={texts.submit}
      submittingLabel={texts.submitting}
      initialValues={emptyLocation}
      certificate={{ label: texts.fields.certificate, hint: texts.certificateHint }}
      onCancel={onCancel}
      send={async (shop) => {
        try {
          await addShop(shop).unwrap();
        } catch (error) {
          return { problem: addFailure(error) };
        }
        onAdded();
        return null;
      }}
    />
  );
}
