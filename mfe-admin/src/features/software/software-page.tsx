import { useState } from 'react';
import { Alert, type AlertVariant } from 'shared-ui/components/alert';
import { Button } from 'shared-ui/components/button';
import type { UserType } from 'shared-ui/session/session-slice';
import {
  useLazyGetDownloadUrlQuery,
  useLazyGetLicenseKeyQuery,
  type OperatingSystem,
} from '../admin-api/admin-api';
import { isNetworkError, serverMessage } from 'shared-ui/api/api-errors';
import { AdminPage, backToDashboard } from '../layout/admin-page';
import { RequireSession } from '../session-guard/require-session';
import { downloadTextFile, startDownload } from './file-download';
import { licenseFileName, softwareTexts as texts } from './software-texts';
import './software.css';

interface Message {
  variant: AlertVariant;
  text: string;
  detail?: string;
}

/** Software and licence are for owners and managers (signed-in-area.md §6). */
const downloadRoles: readonly UserType[] = ['owner', 'manager'];

/** A failed answer versus no answer at all: the spec words the two differently. */
function failure(error: unknown, failed: string, broken: string): Message {
  if (isNetworkError(error)) return { variant: 'error', text: broken };
  return { variant: 'error', text: failed, detail: serverMessage(error) };
}

function SoftwareContent({ userType }: { userType: UserType }) {
  const [getDownloadUrl, { isFetching: fetchingUrl }] = useLazyGetDownloadUrlQuery();
  const [getLicenseKey, { isFetching: fetchingKey }] = useLazyGetLicenseKeyQuery();
  const [message, setMessage] = useState<Message | null>(null);

  async function downloadSoftware(operatingSystem: OperatingSystem) {
    setMessage(null);
    let answer;
    try {
      answer = await getDownloadUrl(operatingSystem).unwrap();
    } catch (error) {
      setMessage(failure(error, texts.softwareFailed, texts.softwareError));
      return;
    }
    if (!answer.download_url) {
      setMessage({ variant: 'error', text: texts.softwareFailed });
      return;
    }
    startDownload(answer.download_url);
  }

  async function downloadLicense() {
    setMessage(null);
    let answer;
    try {
      answer = await getLicenseKey().unwrap();
    } catch (error) {
      setMessage(failure(error, texts.licenseFailed, texts.licenseError));
      return;
    }
    if (!answer.license_key) {
      setMessage({ variant: 'error', text: texts.licenseFailed });
      return;
    }
    try {
      downloadTextFile(answer.license_key, licenseFileName);
    } catch {
      setMessage({ variant: 'error', text: texts.licenseError });
    }
  }

  const busy = fetchingUrl || fetchingKey;
  return (
    <AdminPage title={texts.title} back={backToDashboard(userType)} className="bb-software">
      <Alert variant="success">{texts.registered}</Alert>
      <p>{texts.intro}</p>
      <section aria-labelledby="bb-software-heading" className="bb-software__section">
        <h2 id="bb-software-heading">{texts.softwareHeading}</h2>
        <div className="bb-software__buttons">
          <Button onClick={() => void downloadSoftware('WINDOWS')} disabled={busy}>
            {texts.windows}
          </Button>
          <Button onClick={() => void downloadSoftware('MAC')} disabled={busy}>
            {texts.mac}
          </Button>
        </div>
        <p className="bb-software__hint">{texts.chromeHint}</p>
      </section>
      <section aria-labelledby="bb-license-heading" className="bb-software__section">
        <h2 id="bb-license-heading">{texts.licenseHeading}</h2>
        <p>{texts.licenseIntro}</p>
        <div className="bb-software__buttons">
          <Button variant="secondary" onClick={() => void downloadLicense()} disabled={busy}>
            {texts.license}
          </Button>
        </div>
      </section>
      {busy ? <p role="status">{texts.loading}</p> : null}
      {message ? (
        <Alert variant={message.variant}>
          {message.text}
          {message.detail ? <p className="bb-software__detail">{message.detail}</p> : null}
        </Alert>
      ) : null}
    </AdminPage>
  );
}

export default function SoftwarePage() {
  return (
    <RequireSession allowed={downloadRoles}>
      {(userType) => <SoftwareContent userType={userType} />}
    </RequireSession>
  );
}
