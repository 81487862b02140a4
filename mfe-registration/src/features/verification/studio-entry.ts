import type { StudioEntryFormFields } from 'shared-ui/contracts/studios-contract';
import { defaultZipcode } from 'shared-ui/validation/domain-values';
import { dataUrlToBlob, pdfMimeType, type ProofFile } from '../locations/proof-file';
import type { StudioDraft } from '../locations/studio-drafts';

/**
 * A location as sent after the first login (public-site.md §3 "Studio entry"): every text field
 * of the contract's form (coordinates with six decimals, `created_at` the ISO timestamp of the
 * submission) and the proof as the draft kept it, appended as a file.
 */
export type StudioEntry = Required<StudioEntryFormFields> & { certificate_file: ProofFile };

export function studioEntry(studio: StudioDraft, certificate: ProofFile, now: Date): StudioEntry {
  return {
    name: studio.name,
    address: studio.address,
    website: studio.website,
    shop_phone: studio.shop_phone,
    zipcode: studio.zipcode || defaultZipcode,
    city: studio.city,
    latitude: studio.latitude.toFixed(6),
    longitude: studio.longitude.toFixed(6),
    created_at: now.toISOString(),
    certificate_file: certificate,
  };
}

/** The multipart body of POST /photobooth/registered-shops/. */
export function studioEntryFormData(entry: StudioEntry): FormData {
  const body = new FormData();
  const { certificate_file: certificate, ...fields } = entry;
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  body.append('certificate_file', dataUrlToBlob(certificate.data, pdfMimeType), certificate.name);
  return body;
}
