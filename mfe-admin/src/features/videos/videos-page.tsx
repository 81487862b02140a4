import { useId } from 'react';
import { Alert } from 'shared-ui/components/alert';
import { Button, buttonClassName } from 'shared-ui/components/button';
import { LoadingState } from 'shared-ui/components/spinner';
import type { UserType } from 'shared-ui/session/session-slice';
import { tutorialVideos, type TutorialVideo } from 'shared-ui/site/site-config';
import { useGetSiteConfigQuery } from 'shared-ui/site/site-config-api';
import { AdminPage, backToDashboard } from '../layout/admin-page';
import { companyRoles } from '../session-guard/dashboard-path';
import { RequireSession } from '../session-guard/require-session';
import { videosTexts as texts } from './videos-texts';
import './videos.css';

/** Web addresses and paths of this site open as videos; anything else counts as not configured. */
function videoUrl(value: string | null | undefined): string | null {
  return value && /^(https?:\/\/|\/(?!\/))/i.test(value) ? value : null;
}

function VideoButton({ name, url }: { name: TutorialVideo; url: string | null }) {
  const hintId = useId();
  if (url) {
    return (
      <a
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClassName('primary', 'bb-videos__button')}
      >
        {name}
        <span className="bb-visually-hidden"> {texts.newTab}</span>
      </a>
    );
  }
  return (
    <>
      <Button disabled aria-describedby={hintId} className="bb-videos__button">
        {name}
      </Button>
      <p id={hintId} className="bb-videos__hint">
        {texts.unavailable}
      </p>
    </>
  );
}

function VideosContent({ userType }: { userType: UserType }) {
  const { data: config, isLoading, isError } = useGetSiteConfigQuery();
  let content;
  if (isLoading) content = <LoadingState label={texts.loading} />;
  else if (isError || !config) content = <Alert variant="error">{texts.loadFailed}</Alert>;
  else {
    content = (
      <ul className="bb-videos" aria-label={texts.listLabel}>
        {tutorialVideos.map((name) => (
          <li key={name} className="bb-videos__item">
            <VideoButton name={name} url={videoUrl(config.tutorialVideos?.[name])} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <AdminPage title={texts.title} back={backToDashboard(userType)}>
      <p>{texts.intro}</p>
      {content}
    </AdminPage>
  );
}

export default function VideosPage() {
  return (
    <RequireSession allowed={companyRoles}>
      {(userType) => <VideosContent userType={userType} />}
    </RequireSession>
  );
}
