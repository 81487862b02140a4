/**
 * The proof checks live in shared-ui (the owner's resubmission of a rejected location in
 * mfe-admin uses them too); this module keeps the path the registration's other features
 * (verification, drafts) import them from.
 */
export {
  dataUrlToBlob,
  isPdfDataUrl,
  pdfMimeType,
  proofFileAccept,
  proofFileMaxBytes,
  readProofFile,
  type ProofFile,
  type ProofFileResult,
} from 'shared-ui/locations/proof-file';
