import { useId, useState } from 'react';
import { Alert } from 'shared-ui/components/alert';
import { Button } from 'shared-ui/components/button';
import { DataTable, type DataTableColumn } from 'shared-ui/components/data-table';
import { LoadingState } from 'shared-ui/components/spinner';
import type { PhotoStatus, PhotoTransfer } from 'shared-ui/contracts/photos-contract';
import { formatGermanDate } from 'shared-ui/format/german-date';
import { overrideReasons, type OverrideReason } from 'shared-ui/photo-code/override-reasons';
import type { UserType } from 'shared-ui/session/session-slice';
import { useGetStaffQuery } from '../admin-api/admin-api';
import { formatGermanDateTime } from '../operator/operator-format';
import { useListPhotoTransfersQuery } from './photo-workplace-api';
import type { StudioLocation } from './workplace-gate';
import { workplaceTexts } from './workplace-texts';

const texts = workplaceTexts.history;

const statusLabels: Record<PhotoStatus, string> = {
  gespeichert: 'Gespeichert',
  abgerufen: 'Abgerufen',
  gelöscht: 'Gelöscht',
  abgelaufen: 'Abgelaufen',
};

function overrideLabel(code: OverrideReason | null): string | null {
  if (!code) return null;
  return overrideReasons.find((reason) => reason.code === code)?.label ?? null;
}

const columns: DataTableColumn<PhotoTransfer>[] = [
  {
    key: 'captured',
    header: texts.columns.capturedAt,
    cell: (row) => formatGermanDateTime(row.captured_at),
    sortValue: (row) => row.captured_at,
  },
  {
    key: 'location',
    header: texts.columns.location,
    cell: (row) => row.location_name ?? '–',
    sortValue: (row) => row.location_name ?? '',
  },
  {
    key: 'person',
    header: texts.columns.person,
    cell: (row) => row.uploaded_by.name ?? '–',
    sortValue: (row) => row.uploaded_by.name ?? '',
  },
  {
    key: 'status',
    header: texts.columns.status,
    cell: (row) => {
      const override = overrideLabel(row.override_reason);
      return (
        <>
          {statusLabels[row.status]}
          {override ? (
            <span className="bb-workplace__override">
              {' '}
              ({texts.override}: {override})
            </span>
          ) : null}
        </>
      );
    },
    sortValue: (row) => row.status,
  },
  {
    key: 'expires',
    header: texts.columns.expiresAt,
    cell: (row) => formatGermanDate(row.expires_at),
    sortValue: (row) => row.expires_at,
  },
  {
    key: 'retrievals',
    header: texts.columns.retrievals,
    cell: (row) =>
      row.retrieval_count === 0
        ? '0'
        : `${row.retrieval_count}, ${texts.lastRetrieval(
            formatGermanDateTime(row.last_retrieved_at ?? row.captured_at),
            row.last_retrieved_by,
          )}`,
    sortValue: (row) => row.retrieval_count,
  },
];

/** The company's transfers (owner and manager: all; employees: their own), with filters. */
export function TransferHistory({
  userType,
  locations,
}: {
  userType: UserType;
  locations: StudioLocation[];
}) {
  const [page, setPage] = useState(1);
  const [locationId, setLocationId] = useState('');
  const [personId, setPersonId] = useState('');
  const seesEveryone = userType === 'owner' || userType === 'manager';
  const { data: staff } = useGetStaffQuery(undefined, { skip: !seesEveryone });
  const { data, isError, isFetching } = useListPhotoTransfersQuery({
    page,
    ...(locationId ? { location_id: Number(locationId) } : {}),
    ...(personId ? { uploaded_by: Number(personId) } : {}),
  });
  const locationField = useId();
  const personField = useId();
  const pages = data ? Math.max(1, Math.ceil(data.count / data.page_size)) : 1;

  return (
    <section className="bb-workplace__history" aria-label={texts.heading}>
      <h2>{texts.heading}</h2>
      <div className="bb-workplace__filters">
        <label htmlFor={locationField} className="bb-workplace__inline-field">
          {texts.location}{' '}
          <select
            id={locationField}
            className="bb-field__control"
            value={locationId}
            onChange={(event) => {
              setLocationId(event.target.value);
              setPage(1);
            }}
          >
            <option value="">{texts.all}</option>
            {locations.map((location) => (
              <option key={location.id} value={location.id}>
                {location.name}
              </option>
            ))}
          </select>
        </label>
        {seesEveryone ? (
          <label htmlFor={personField} className="bb-workplace__inline-field">
            {texts.person}{' '}
            <select
              id={personField}
              className="bb-field__control"
              value={personId}
              onChange={(event) => {
                setPersonId(event.target.value);
                setPage(1);
              }}
            >
              <option value="">{texts.all}</option>
              {(staff ?? []).map((person) => (
                <option key={person.user_id} value={person.user_id}>
                  {person.first_name} {person.last_name}
                </option>
              ))}
            </select>
          </label>
        ) : null}
      </div>
      {isError ? <Alert variant="error">{texts.loadFailed}</Alert> : null}
      {!data && isFetching ? <LoadingState label={texts.loading} /> : null}
      {data ? (
        <>
          <DataTable
            caption={texts.caption}
            columns={columns}
            rows={data.results}
            rowKey={(row) => row.id}
            empty={texts.empty}
          />
          {pages > 1 ? (
            <nav className="bb-workplace__pages" aria-label={texts.caption}>
              <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {texts.previous}
              </Button>
              <span>{texts.page(page, pages)}</span>
              <Button
                variant="secondary"
                disabled={page >= pages}
                onClick={() => setPage(page + 1)}
              >
                {texts.next}
              </Button>
            </nav>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
