import { validationMessages } from '../validation/messages';

/**
 * Checks of a trade-licence proof (PDF) before it is uploaded, shared by the registration and
 * the owner's resubmission of a rejected location. The server checks the content again.
 */
export const proofFileMessages = {
  pdfOnly: validationMessages.pdfOnly,
  tooLarge: 'Die Datei ist zu groß. Bitte laden Sie eine PDF-Datei bis 10 MB hoch.',
  unreadable: 'Die Datei konnte nicht gelesen werden. Bitte versuchen Sie es erneut.',
  /** Uploading a proof later (a location added without one): the file is the whole request. */
  required: 'Bitte wählen Sie den Gewerbenachweis als PDF-Datei aus.',
} as const;

/** A trade-licence proof as kept in the session draft: the PDF as a data URL. */
export interface ProofFile {
  name: string;
  type: string;
  data: string;
}

/** The server refuses larger uploads (ARCHITECTURE.md §2). */
export const proofFileMaxBytes = 10 * 1024 * 1024;
export const pdfMimeType = 'application/pdf';
/** What the file picker offers; the content check decides. */
export const proofFileAccept = 'application/pdf,.pdf';

const dataUrlPattern = /^data:([^;,]*)(;base64)?,(.*)$/s;

function base64Payload(dataUrl: string): string | null {
  const match = dataUrlPattern.exec(dataUrl);
  return match && match[2] ? (match[3] ?? '') : null;
}

/** A PDF starts with `%PDF-`; the name or the declared type alone prove nothing. */
export function isPdfDataUrl(dataUrl: string): boolean {
  const payload = base64Payload(dataUrl);
  if (!payload) return false;
  try {
    return atob(payload.slice(0, 8)).startsWith('%PDF-');
  } catch {
    return false;
  }
}

/** The bytes of a data URL as a Blob of the given type (for the multipart upload). */
export function dataUrlToBlob(dataUrl: string, type = pdfMimeType): Blob {
  const binary = atob(base64Payload(dataUrl) ?? '');
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return new Blob([bytes], { type });
}

function declaresPdf(file: File): boolean {
  // Some systems report no type at all for a PDF; then the name and the content decide.
  return file.type === pdfMimeType || (file.type === '' && /\.pdf$/i.test(file.name));
}

/** What can be said without reading the file: the declared type and the size. */
export function proofFileProblem(file: File): string | null {
  if (!declaresPdf(file)) return proofFileMessages.pdfOnly;
  if (file.size > proofFileMaxBytes) return proofFileMessages.tooLarge;
  return null;
}

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('FileReader failed'));
    reader.readAsDataURL(file);
  });
}

export type ProofFileResult = { file: ProofFile } | { error: string };

/** Accepts a chosen file as proof only if it is a PDF by type and by content, and not too large. */
export async function readProofFile(file: File): Promise<ProofFileResult> {
  const problem = proofFileProblem(file);
  if (problem) return { error: problem };
  let data: string;
  try {
    data = await readAsDataUrl(file);
  } catch {
    return { error: proofFileMessages.unreadable };
  }
  if (!isPdfDataUrl(data)) return { error: proofFileMessages.pdfOnly };
  return { file: { name: file.name, type: pdfMimeType, data } };
}

/**
 * The same checks for a file that is uploaded as it is (not kept as a data URL): null when it
 * is a PDF by type and content and not too large, otherwise the reason.
 */
export async function checkProofFile(file: File): Promise<string | null> {
  const problem = proofFileProblem(file);
  if (problem) return problem;
  try {
    // The signature is in the first bytes; the rest need not be read.
    return isPdfDataUrl(await readAsDataUrl(file.slice(0, 8))) ? null : proofFileMessages.pdfOnly;
  } catch {
    return proofFileMessages.unreadable;
  }
}
