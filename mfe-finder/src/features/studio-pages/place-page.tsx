import { useEffect, useId } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { LoadingState } from 'shared-ui/components/spinner';
import { httpStatus } from 'shared-ui/api/api-errors';
import { placePageDescription, placePageTitle } from 'shared-ui/locations/studio-pages';
import { useGetPlaceQuery } from '../finder/finder-api';
import { finderPath } from '../finder/finder-route-meta';
import { telephoneHref } from '../finder/phone';
import { ShopOpening } from '../finder/shop-opening';
import { useNow } from '../finder/use-now';
import { MissingPage } from './studio-page';
import { studioPagesTexts as texts } from './studio-pages-texts';
import { usePageMeta } from './use-page-meta';
import './studio-pages.css';

/** `/Passbild/<ort>`: the listed studios of one town, by name (issue 21, item 5). */
export default function PlacePage() {
  const { ort = '' } = useParams();
  const headingId = useId();
  const now = useNow();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const query = useGetPlaceQuery(ort, { skip: !ort });
  const town = query.data;
  usePageMeta(
    town ? placePageTitle(town.city) : null,
    town ? placePageDescription(town.city, town.studios.length) : null,
  );
  const moved = town && decodeURIComponent(pathname).replace(/\/+$/, '') !== town.path;
  useEffect(() => {
    if (moved) void navigate(town.path, { replace: true });
  }, [moved, navigate, town]);

  if (query.isLoading) return <LoadingState label={texts.loadingPlace} />;
  if (query.isError || !town) {
    const missing = httpStatus(query.error) === 404;
    return (
      <MissingPage
        message={missing ? texts.noPlace : texts.failed}
        onRetry={missing ? undefined : () => void query.refetch()}
      />
    );
  }
  return (
    <section className="bb-container bb-section bb-studio-page" aria-labelledby={headingId}>
      <h1 id={headingId}>{texts.placeHeading(town.city)}</h1>
      <p>{texts.placeIntro(town.city, town.studios.length)}</p>
      <ul className="bb-studio-page__list">
        {town.studios.map((studio) => {
          const phone = telephoneHref(studio.shop_phone);
          return (
            <li key={studio.id}>
              <h2>
                <Link to={studio.path}>{studio.name}</Link>
              </h2>
              <p>
                {studio.address}, {studio.zipcode} {studio.city}
              </p>
              <ShopOpening shop={studio} now={now} />
              {phone ? (
                <p>
                  {texts.phone}: <a href={phone}>{studio.shop_phone}</a>
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      <p>
        <Link to={finderPath}>{texts.toFinder}</Link>
      </p>
    </section>
  );
}
