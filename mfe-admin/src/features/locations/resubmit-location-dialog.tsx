import { checkProofFile } from 'shared-ui/locations/proof-file';
import { locationFields, type LocationField } from 'shared-ui/locations/location-values';
import type { Shop } from 'shared-ui/contracts/studios-contract';
import { useResubmitShopMutation } from '../admin-api/admin-api';
import {
  errorBody,
  firstErrorOf,
  firstText,
  httpStatus,
  isNetworkError,
  serverMessage,
} from 'shared-ui/api/api-errors';
import { shopValues } from './location-rules';
import { locationsTexts } from './locations-texts';
import { ShopLocationDialog, type SendFailure } from './shop-location-dialog';

const texts = locationsTexts.resubmit;

/**
 * The server's refusal as the dialog shows it: each field's message at its field, the proof's at
 * the picker, and above all the server's own summary (`detail` or `non_field_errors`).
 */
function resubmitFailure(error: unknown): SendFailure {
  const status = httpStatus(error);
  if (status === 401) return { problem: locationsTexts.signInAgain };
  if (isNetworkError(error) || (status !== undefined && status >= 500)) {
    return { problem: locationsTexts.add.serverFailed };
  }
  const body = errorBody(error) ?? {};
  const fieldErrors: Partial<Record<LocationField, string>> = {};
  for (const field of locationFields) {
    const message = firstText(body[field]);
    if (message) fieldErrors[field] = message;
  }
  const certificateError = firstText(body.certificate_file);
  const reason =
    serverMessage(error) ??
    firstErrorOf(error, ['non_field_errors', 'latitude', 'longitude']) ??
    certificateError ??
    Object.values(fieldErrors)[0];
  return {
    problem: reason ? `${texts.failed} ${reason}` : texts.failed,
    fieldErrors,
    certificateError,
  };
}

export interface ResubmitLocationDialogProps {
  shop: Shop;
  onCancel: () => void;
  /** Called with the server's confirmation once the studio waits for review again. */
  onResubmitted: (message: string) => void;
}

/**
 * Corrects a rejected studio and sends it with a new trade proof to review again
 * (POST registered-shops/{id}/resubmit/; only the owner, the server checks that too).
 */
export function ResubmitLocationDialog({
  shop,
  onCancel,
  onResubmitted,
}: ResubmitLocationDialogProps) {
  const [resubmitShop] = useResubmitShopMutation();

  return (
    <ShopLocationDialog
      title={texts.title}
      submitLabel={texts.submit}
      submittingLabel={texts.submitting}
      initialValues={shopValues(shop)}
      certificate={{ label: texts.certificate, hint: texts.certificateHint, required: true }}
      intro={
        <div className="bb-locations__resubmit-intro">
          <p>{texts.intro}</p>
          {shop.review_reason ? (
            <p className="bb-locations__reason">
              {locationsTexts.reviewReason(shop.review_reason)}
            </p>
          ) : null}
        </div>
      }
      checkCertificate={async (file) =>
        file ? await checkProofFile(file) : texts.certificateRequired
      }
      onCancel={onCancel}
      send={async ({ certificateFile, ...values }) => {
        // checkCertificate has refused a missing file already; this only narrows the type.
        if (!certificateFile) return { problem: texts.certificateRequired };
        let answer;
        try {
          answer = await resubmitShop({
            id: shop.id,
            shop: { ...values, certificateFile },
          }).unwrap();
        } catch (error) {
          return resubmitFailure(error);
        }
        onResubmitted(answer.detail || texts.resubmitted);
        return null;
      }}
    />
  );
}
