import { defaultZipcode } from 'shared-ui/validation/domain-values';
import { dataUrlToBlob, pdfMimeType, type ProofFile } from '../locations/proof-file';
import type { StudioDraft } from '../locations/studio-drafts';

/** A location as sent after the first login (public-site.md §3 "Studio entry"). */
export interface StudioEntry {
  name: string;
  address: string;
  website: string;
  shop_phone: string;
  zipcode: string;
  city: string;
  /** Six decimals, as text. */
  latitude: string;
  longitude: string;
  /** ISO timestamp of the submission. */
  created_at: string;
  certificate_file: ProofFile;
}

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
