import { useState } from 'react';
import { ConfirmDialog } from 'shared-ui/components/confirm-dialog';
import { checkProofFile, proofFileMessages } from 'shared-ui/locations/proof-file';
import {
  errorBody,
  firstText,
  httpStatus,
  isNetworkError,
  serverMessage,
} from 'shared-ui/api/api-errors';
import type { Shop } from 'shared-ui/contracts/studios-contract';
import { CertificatePicker } from './certificate-picker';
import { useUploadShopCertificateMutation } from './certificate-upload-api';
import { locationsTexts } from './locations-texts';

const texts = locationsTexts.uploadProof;

/** The server's refusal as the dialog shows it: the proof's own message first. */
function uploadFailure(error: unknown): string {
  const status = httpStatus(error);
  if (status === 401) return locationsTexts.signInAgain;
  if (isNetworkError(error) || (status !== undefined && status >= 500)) {
    return locationsTexts.add.serverFailed;
  }
  const reason = firstText(errorBody(error)?.certificate_file) ?? serverMessage(error);
  return reason ? `${texts.failed} ${reason}` : texts.failed;
}

export interface UploadCertificateDialogProps {
  shop: Shop;
  onCancel: () => void;
  /** Called with the server's confirmation once the proof is stored. */
  onUploaded: (message: string) => void;
}

/**
 * Uploads the trade proof of a studio that was added without one (owner only; the server
 * checks that, the company and the PDF again). Afterwards the operator can review the studio.
 */
export function UploadCertificateDialog({
  shop,
  onCancel,
  onUploaded,
}: UploadCertificateDialogProps) {
  const [upload, { isLoading }] = useUploadShopCertificateMutation();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function send() {
    setProblem(null);
    if (!file) {
      setFileError(proofFileMessages.required);
      return;
    }
    const refused = await checkProofFile(file);
    if (refused) {
      setFileError(refused);
      return;
    }
    setFileError(null);
    let answer;
    try {
      answer = await upload({ id: shop.id, certificateFile: file }).unwrap();
    } catch (error) {
      setProblem(uploadFailure(error));
      return;
    }
    onUploaded(answer.detail || texts.uploaded);
  }

  return (
    <ConfirmDialog
      open
      title={texts.title}
      confirmLabel={texts.submit}
      confirmingLabel={texts.submitting}
      cancelLabel={texts.cancel}
      busy={isLoading}
      problem={problem}
      onConfirm={() => void send()}
      onCancel={onCancel}
    >
      <p>{texts.intro(shop.name)}</p>
      <CertificatePicker
        label={texts.certificate}
        hint={texts.certificateHint}
        file={file}
        required
        error={fileError}
        onChange={(chosen) => {
          setFileError(null);
          setFile(chosen);
        }}
      />
    </ConfirmDialog>
  );
}
