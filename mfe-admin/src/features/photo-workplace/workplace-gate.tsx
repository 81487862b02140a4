import { useState, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { httpStatus, isNetworkError, serverMessage } from 'shared-ui/api/api-errors';
import { Alert } from 'shared-ui/components/alert';
import { Button } from 'shared-ui/components/button';
import { LoadingState } from 'shared-ui/components/spinner';
import { selectEidVerified, type UserType } from 'shared-ui/session/session-slice';
import type { Shop } from 'shared-ui/contracts/studios-contract';
import { useGetShopsQuery } from '../admin-api/admin-api';
import { AdminPage, backToDashboard } from '../layout/admin-page';
import { workplaceTexts } from './workplace-texts';

const texts = workplaceTexts.gate;

/** The location chosen for this log-in (only its id: nothing of a photo is ever stored). */
export const locationStorageKey = 'bildbote-photo-location';

export interface StudioLocation {
  id: number;
  name: string;
  address: string;
}

function studioLocation(shop: Shop): StudioLocation {
  return { id: shop.id, name: shop.name, address: `${shop.address}, ${shop.zipcode} ${shop.city}` };
}

function storedLocationId(): number | null {
  const value = Number(window.sessionStorage.getItem(locationStorageKey));
  return Number.isInteger(value) && value > 0 ? value : null;
}

function Refusal({
  userType,
  title,
  children,
}: {
  userType: UserType;
  title: string;
  children: ReactNode;
}) {
  return (
    <AdminPage title={workplaceTexts.title} back={backToDashboard(userType)}>
      <Alert variant="warning" title={title}>
        {children}
      </Alert>
    </AdminPage>
  );
}

function LocationPicker({
  userType,
  locations,
  onPick,
}: {
  userType: UserType;
  locations: StudioLocation[];
  onPick: (id: number) => void;
}) {
  const [chosen, setChosen] = useState(String(locations[0]!.id));
  return (
    <AdminPage title={workplaceTexts.title} back={backToDashboard(userType)}>
      <form
        className="bb-workplace__pick"
        onSubmit={(event) => {
          event.preventDefault();
          onPick(Number(chosen));
        }}
      >
        <fieldset>
          <legend>{texts.pickTitle}</legend>
          <p className="bb-workplace__hint">{texts.pickHint}</p>
          {locations.map((location) => (
            <label key={location.id} className="bb-workplace__radio">
              <input
                type="radio"
                name="location"
                value={location.id}
                checked={chosen === String(location.id)}
                onChange={() => setChosen(String(location.id))}
              />{' '}
              <strong>{location.name}</strong> – {location.address}
            </label>
          ))}
        </fieldset>
        <Button type="submit">{texts.pickSubmit}</Button>
      </form>
    </AdminPage>
  );
}

export interface WorkplaceGateProps {
  userType: UserType;
  children: (context: {
    location: StudioLocation;
    locations: StudioLocation[];
    changeLocation: (() => void) | null;
  }) => ReactNode;
}

/**
 * Who may use the workplace (the server checks the same on every upload): an eID-verified
 * person of a company that is not blocked, with at least one approved location. Everybody else
 * reads why not and where to go next.
 */
export function WorkplaceGate({ userType, children }: WorkplaceGateProps) {
  const eidVerified = useSelector(selectEidVerified);
  const { data: shops, error, isError } = useGetShopsQuery(undefined, { skip: !eidVerified });
  const [locationId, setLocationId] = useState<number | null>(storedLocationId);

  if (!eidVerified) {
    return (
      <Refusal userType={userType} title={texts.eidTitle}>
        <p>{texts.eid}</p>
        <p>
          <Link to="/EidVerifizierung">{texts.eidLink}</Link>
        </p>
      </Refusal>
    );
  }
  if (isError) {
    // A blocked company answers every call with 403 and the reason of the block.
    if (httpStatus(error) === 403) {
      return (
        <Refusal userType={userType} title={texts.blockedTitle}>
          <p>{serverMessage(error) ?? texts.blockedTitle}</p>
        </Refusal>
      );
    }
    return (
      <AdminPage title={workplaceTexts.title} back={backToDashboard(userType)}>
        <Alert variant="error">
          {isNetworkError(error) ? texts.loadFailed : (serverMessage(error) ?? texts.loadFailed)}
        </Alert>
      </AdminPage>
    );
  }
  if (!shops) return <LoadingState label={texts.checking} />;

  const approved = shops.filter((shop) => shop.review_status === 'approved').map(studioLocation);
  if (approved.length === 0) {
    const pending = shops.filter((shop) => shop.review_status === 'pending');
    const rejected = shops.filter((shop) => shop.review_status === 'rejected');
    const owner = userType === 'owner';
    return (
      <Refusal
        userType={userType}
        title={pending.length > 0 ? texts.pendingTitle : texts.noLocationTitle}
      >
        <p>
          {pending.length > 0 ? texts.pending : owner ? texts.noLocation : texts.noLocationStaff}
        </p>
        {rejected.map((shop) => (
          <p key={shop.id}>
            {shop.name}: {texts.rejected}
            {shop.review_reason ?? ''}
          </p>
        ))}
        {owner ? (
          <p>
            <Link to="/Geschäftsstandorte">{texts.locationsLink}</Link>
          </p>
        ) : null}
      </Refusal>
    );
  }

  const pick = (id: number) => {
    window.sessionStorage.setItem(locationStorageKey, String(id));
    setLocationId(id);
  };
  const location =
    approved.length === 1 ? approved[0] : approved.find((candidate) => candidate.id === locationId);
  if (!location) return <LocationPicker userType={userType} locations={approved} onPick={pick} />;
  const changeLocation =
    approved.length > 1
      ? () => {
          window.sessionStorage.removeItem(locationStorageKey);
          setLocationId(null);
        }
      : null;
  return <>{children({ location, locations: approved, changeLocation })}</>;
}
