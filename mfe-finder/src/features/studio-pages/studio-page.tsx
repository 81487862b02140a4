import { useEffect, useId } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { Alert } from 'shared-ui/components/alert';
import { Button } from 'shared-ui/components/button';
import { LoadingState } from 'shared-ui/components/spinner';
import { httpStatus } from 'shared-ui/api/api-errors';
import type { PublicStudio } from 'shared-ui/contracts/finder-contract';
import { dayText, weekdayNames, weekdays } from 'shared-ui/locations/opening-hours';
import {
  studioIdOf,
  studioPageDescription,
  studioPageTitle,
} from 'shared-ui/locations/studio-pages';
import { citizenTips, citizenTipsHeading } from 'shared-ui/site/citizen-tips';
import { useGetPublicStudioQuery } from '../finder/finder-api';
import { finderPath } from '../finder/finder-route-meta';
import { directionsUrl } from '../finder/directions';
import { telephoneHref } from '../finder/phone';
import { ShopOpening } from '../finder/shop-opening';
import { useNow } from '../finder/use-now';
import { websiteHref } from '../finder/website';
import { studioPagesTexts as texts } from './studio-pages-texts';
import { usePageMeta } from './use-page-meta';
import './studio-pages.css';

function osmLocationUrl({ latitude, longitude }: PublicStudio): string {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`;
}

/** Where the page stands when there is no studio to show (404, 410, a failure). */
export function MissingPage({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <section className="bb-container bb-section bb-studio-page">
      <h1>{message}</h1>
      {onRetry ? (
        <Button variant="secondary" onClick={onRetry}>
          {texts.retry}
        </Button>
      ) : null}
      <p>
        <Link to={finderPath}>{texts.toFinder}</Link>
      </p>
    </section>
  );
}

export function StudioDetails({ studio }: { studio: PublicStudio }) {
  const headingId = useId();
  const now = useNow();
  const phone = telephoneHref(studio.shop_phone);
  const website = websiteHref(studio.website);
  const hours = studio.opening_hours;
  return (
    <article className="bb-container bb-section bb-studio-page" aria-labelledby={headingId}>
      <h1 id={headingId}>{studio.name}</h1>
      <ShopOpening shop={studio} now={now} />

      <h2>{texts.contactHeading}</h2>
      <dl className="bb-studio-page__facts">
        <dt>{texts.address}</dt>
        <dd>
          <address>
            {studio.address}
            <br />
            {studio.zipcode} {studio.city}
          </address>
        </dd>
        {phone ? (
          <>
            <dt>{texts.phone}</dt>
            <dd>
              <a href={phone}>{studio.shop_phone}</a>
            </dd>
          </>
        ) : null}
        {website ? (
          <>
            <dt>{texts.website}</dt>
            <dd>
              <a href={website} target="_blank" rel="noopener noreferrer">
                {studio.website}
              </a>
            </dd>
          </>
        ) : null}
        <dt>{texts.location}</dt>
        <dd>
          {texts.locationLine(studio.latitude, studio.longitude)} ·{' '}
          <a href={osmLocationUrl(studio)} target="_blank" rel="noopener noreferrer">
            {texts.showOnMap}
          </a>
        </dd>
      </dl>
      <p>
        <a href={directionsUrl(studio)} target="_blank" rel="noopener noreferrer">
          {texts.directions}
        </a>
      </p>

      <h2>{texts.hoursHeading}</h2>
      {hours ? (
        <>
          <table className="bb-studio-page__hours">
            <tbody>
              {weekdays.map((day) => (
                <tr key={day}>
                  <th scope="row">{weekdayNames[day]}</th>
                  <td>{dayText(hours[day])}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="bb-studio-page__note">{texts.hoursNote}</p>
        </>
      ) : (
        <p>{texts.hoursUnknown}</p>
      )}

      {studio.barrier_free ? (
        <>
          <h2>{texts.accessHeading}</h2>
          <p>{texts.barrierFree}</p>
        </>
      ) : null}

      <h2>{texts.bringHeading}</h2>
      <ul>
        {texts.bring.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      {/* Before the appointment: the advice pages (mfe-public), through the shell's router. */}
      <h3>{citizenTipsHeading}</h3>
      <ul>
        {citizenTips.map((tip) => (
          <li key={tip.path}>
            <Link to={tip.path}>{tip.label}</Link>
          </li>
        ))}
      </ul>

      <h2>{texts.stepsHeading}</h2>
      <ol>
        {texts.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>

      <p>
        <Link to={studio.place_path}>{texts.moreInPlace(studio.city)}</Link>
        {' · '}
        <Link to={finderPath}>{texts.toFinder}</Link>
      </p>
    </article>
  );
}

/**
 * `/Fotograf/<ort>/<name>-<id>`: one approved studio (issue 21, item 5). The id finds it; an
 * older address (the studio was renamed) is replaced by the current one, as the gateway's 301.
 */
export default function StudioPage() {
  const { name = '' } = useParams();
  const id = studioIdOf(name);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const query = useGetPublicStudioQuery(id ?? 0, { skip: id === null });
  const studio = query.data;
  usePageMeta(
    studio ? studioPageTitle(studio) : null,
    studio ? studioPageDescription(studio) : null,
  );

  const moved = studio && decodeURIComponent(pathname).replace(/\/+$/, '') !== studio.path;
  useEffect(() => {
    if (moved) void navigate(studio.path, { replace: true });
  }, [moved, navigate, studio]);

  if (id === null) return <MissingPage message={texts.notFound} />;
  if (query.isLoading) return <LoadingState label={texts.loading} />;
  if (query.isError) {
    const status = httpStatus(query.error);
    if (status === 404) return <MissingPage message={texts.notFound} />;
    if (status === 410) return <MissingPage message={texts.gone} />;
    return (
      <>
        <Alert variant="error">{texts.failed}</Alert>
        <MissingPage message={texts.notFound} onRetry={() => void query.refetch()} />
      </>
    );
  }
  if (!studio) return null;
  return <StudioDetails studio={studio} />;
}
