import {
  errorBody,
  errorStatus,
  firstFieldError,
  firstText,
  isNetworkError,
} from 'shared-ui/api/api-errors';
import { accessTokenForRequests } from 'shared-ui/session/session-slice';
import {
  certificateFor,
  readSharedUpload,
  readStudios,
  writeDrafts,
  type StudioDraft,
} from '../locations/studio-drafts';
import { verificationTexts as texts } from '../texts/ui-texts';
import { studioEntry, type StudioEntry } from './studio-entry';

/** Sends one studio; resolves when the server accepted it and rejects with the RTK Query error. */
export type SendStudio = (entry: StudioEntry) => Promise<unknown>;

export interface SubmissionReport {
  /** Messages for the studios that were not accepted (and for an aborted run). */
  messages: string[];
  /** Studios still waiting in the session. */
  remaining: StudioDraft[];
}

/** The reason the server gives for refusing a studio: non_field_errors first. */
function refusalReason(error: unknown): string | undefined {
  const body = errorBody(error);
  return firstText(body?.non_field_errors) ?? firstText(body?.detail) ?? firstFieldError(error);
}

function forgetStudio(id: string) {
  const studios = readStudios().filter((studio) => studio.id !== id);
  const upload = readSharedUpload();
  // The shared proof is kept until the last studio that needs it has been accepted.
  writeDrafts(studios, studios.length === 0 ? { oneFileForAll: false, files: [] } : upload);
}

/**
 * Sends the pending studios of the session one by one (public-site.md §4 "Verification"). Each
 * accepted studio leaves the session at once, so a reload or a failure loses nothing and
 * sends nothing twice; refused ones stay with their message.
 */
export async function submitPendingStudios(
  send: SendStudio,
  now: () => Date = () => new Date(),
): Promise<SubmissionReport> {
  if (!accessTokenForRequests()) {
    return { messages: [texts.signInAgain], remaining: readStudios() };
  }
  const messages: string[] = [];
  const upload = readSharedUpload();
  for (const studio of readStudios()) {
    const certificate = certificateFor(studio, upload);
    if (!certificate) {
      messages.push(texts.invalidCertificate(studio.name));
      continue;
    }
    try {
      await send(studioEntry(studio, certificate, now()));
    } catch (error) {
      const status = errorStatus(error);
      if (isNetworkError(error) || (typeof status === 'number' && status >= 500)) {
        messages.push(texts.submitServerError);
        break;
      }
      if (status === 401) {
        messages.push(texts.signInAgain);
        break;
      }
      messages.push(texts.studioFailed(studio.name, refusalReason(error)));
      continue;
    }
    forgetStudio(studio.id);
  }
  return { messages, remaining: readStudios() };
}
