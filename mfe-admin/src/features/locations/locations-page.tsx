import { useState } from 'react';
import { Alert, type AlertVariant } from 'shared-ui/components/alert';
import { Button } from 'shared-ui/components/button';
import { ConfirmDialog } from 'shared-ui/components/confirm-dialog';
import { SearchField } from 'shared-ui/components/search-field';
import { LoadingState } from 'shared-ui/components/spinner';
import type { UserType } from 'shared-ui/session/session-slice';
import type { Shop } from 'shared-ui/contracts/studios-contract';
import { useDeleteShopMutation, useGetShopsQuery } from '../admin-api/admin-api';
import { httpStatus, isNetworkError } from 'shared-ui/api/api-errors';
import { AdminPage, backToDashboard } from '../layout/admin-page';
import { companyRoles } from '../session-guard/dashboard-path';
import { RequireSession } from '../session-guard/require-session';
import { AddLocationDialog } from './add-location-dialog';
import { canResubmit, canUploadProof, filterShops } from './location-rules';
import { locationsTexts as texts, reviewLabels } from './locations-texts';
import { ResubmitLocationDialog } from './resubmit-location-dialog';
import { UploadCertificateDialog } from './upload-certificate-dialog';
import { OpeningHoursDialog } from './opening-hours-dialog';
import { dayText, weekdayNames, weekdays } from 'shared-ui/locations/opening-hours';
import './locations.css';

interface Message {
  variant: AlertVariant;
  text: string;
}

/** Only the owner adds, deletes and resubmits studios (signed-in-area.md §6). */
function managesLocations(userType: UserType): boolean {
  return userType === 'owner';
}

/** Owner and manager keep the hours current (the server admits both). */
function editsOpeningHours(userType: UserType): boolean {
  return userType === 'owner' || userType === 'manager';
}

function OpeningHoursEntry({ shop }: { shop: Shop }) {
  const hours = shop.opening_hours;
  return (
    <>
      <div className="bb-locations__entry">
        <dt>{texts.labels.hours}</dt>
        <dd>
          {hours ? (
            <ul className="bb-locations__week">
              {weekdays.map((day) => (
                <li key={day}>
                  {weekdayNames[day]}: {dayText(hours[day])}
                </li>
              ))}
            </ul>
          ) : (
            texts.hours.notGiven
          )}
        </dd>
      </div>
      {shop.barrier_free ? (
        <div className="bb-locations__entry">
          <dt>{texts.labels.access}</dt>
          <dd>{texts.hours.barrierFreeYes}</dd>
        </div>
      ) : null}
    </>
  );
}

function loadFailure(error: unknown): string {
  if (httpStatus(error) === 401) return texts.signInAgain;
  if (isNetworkError(error)) return texts.network;
  return texts.loadFailed;
}

function ReviewStatus({ shop }: { shop: Shop }) {
  if (!shop.review_status) return null;
  return (
    <div className="bb-locations__entry">
      <dt>{texts.labels.review}</dt>
      <dd>
        <span className={`bb-locations__review bb-locations__review--${shop.review_status}`}>
          {reviewLabels[shop.review_status] ?? shop.review_status}
        </span>
        {shop.review_status === 'rejected' && shop.review_reason ? (
          <span className="bb-locations__reason">{texts.reviewReason(shop.review_reason)}</span>
        ) : null}
      </dd>
    </div>
  );
}

interface ShopCardProps {
  shop: Shop;
  /** Present for the owner only. */
  onDelete?: (shop: Shop) => void;
  /** Present for the owner only; offered for rejected studios. */
  onResubmit?: (shop: Shop) => void;
  /** Present for owner and manager. */
  onEditHours?: (shop: Shop) => void;
  /** Present for the owner only; offered for studios without a trade proof. */
  onUploadProof?: (shop: Shop) => void;
}

function ShopCard({ shop, onDelete, onResubmit, onEditHours, onUploadProof }: ShopCardProps) {
  const offerUpload = onUploadProof !== undefined && canUploadProof(shop);
  return (
    <article className="bb-locations__card">
      <h2 className="bb-locations__name">{shop.name}</h2>
      <dl className="bb-locations__details">
        <div className="bb-locations__entry">
          <dt>{texts.labels.address}</dt>
          <dd>
            {shop.address}, {shop.zipcode} {shop.city}
          </dd>
        </div>
        {shop.shop_phone ? (
          <div className="bb-locations__entry">
            <dt>{texts.labels.phone}</dt>
            <dd>{shop.shop_phone}</dd>
          </div>
        ) : null}
        {shop.website ? (
          <div className="bb-locations__entry">
            <dt>{texts.labels.website}</dt>
            <dd>
              <a href={shop.website} target="_blank" rel="noopener noreferrer">
                {shop.website}
              </a>
            </dd>
          </div>
        ) : null}
        <div className="bb-locations__entry">
          <dt>{texts.labels.certificate}</dt>
          <dd>
            {shop.certificate_file ? (
              <a href={shop.certificate_file} target="_blank" rel="noopener noreferrer">
                {texts.certificateLink}
              </a>
            ) : (
              <>
                {texts.certificateMissing}
                {offerUpload ? (
                  <span className="bb-locations__reason">{texts.uploadProof.missingHint}</span>
                ) : null}
              </>
            )}
          </dd>
        </div>
        <OpeningHoursEntry shop={shop} />
        <ReviewStatus shop={shop} />
      </dl>
      {onResubmit || onDelete || onEditHours || offerUpload ? (
        <div className="bb-locations__actions">
          {offerUpload ? (
            <Button
              aria-label={texts.uploadProof.buttonLabel(shop.name)}
              onClick={() => onUploadProof(shop)}
            >
              {texts.uploadProof.button}
            </Button>
          ) : null}
          {onEditHours ? (
            <Button
              variant="secondary"
              aria-label={texts.hours.buttonLabel(shop.name)}
              onClick={() => onEditHours(shop)}
            >
              {texts.hours.button}
            </Button>
          ) : null}
          {onResubmit && canResubmit(shop) ? (
            <Button
              aria-label={texts.resubmit.buttonLabel(shop.name)}
              onClick={() => onResubmit(shop)}
            >
              {texts.resubmit.button}
            </Button>
          ) : null}
          {onDelete ? (
            <Button
              variant="secondary"
              aria-label={texts.remove.buttonLabel(shop.name)}
              onClick={() => onDelete(shop)}
            >
              {texts.remove.button}
            </Button>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}

function DeleteShopDialog({
  shop,
  onCancel,
  onDeleted,
}: {
  shop: Shop | null;
  onCancel: () => void;
  onDeleted: () => void;
}) {
  const [deleteShop, { isLoading }] = useDeleteShopMutation();
  const [failed, setFailed] = useState(false);
  if (!shop) return null;

  async function confirm(id: number) {
    setFailed(false);
    try {
      await deleteShop(id).unwrap();
    } catch {
      setFailed(true);
      return;
    }
    onDeleted();
  }

  function cancel() {
    setFailed(false);
    onCancel();
  }

  return (
    <ConfirmDialog
      open
      title={texts.remove.title}
      confirmLabel={texts.remove.confirm}
      confirmingLabel={texts.remove.confirming}
      cancelLabel={texts.remove.cancel}
      busy={isLoading}
      problem={failed ? texts.remove.failed : null}
      onConfirm={() => void confirm(shop.id)}
      onCancel={cancel}
    >
      <p>{texts.remove.question}</p>
      <p className="bb-locations__delete-name">{shop.name}</p>
    </ConfirmDialog>
  );
}

function LocationsContent({ userType }: { userType: UserType }) {
  const { data: shops, isLoading, error } = useGetShopsQuery();
  const [search, setSearch] = useState('');
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<Shop | null>(null);
  const [resubmitting, setResubmitting] = useState<Shop | null>(null);
  const [editingHours, setEditingHours] = useState<Shop | null>(null);
  const [uploadingProof, setUploadingProof] = useState<Shop | null>(null);
  const [message, setMessage] = useState<Message | null>(null);
  const owner = managesLocations(userType);

  let list;
  if (isLoading) list = <LoadingState label={texts.loading} />;
  else if (error || !shops) list = <Alert variant="error">{loadFailure(error)}</Alert>;
  else if (shops.length === 0) list = <p className="bb-locations__empty">{texts.empty}</p>;
  else {
    const matches = filterShops(shops, search);
    list =
      matches.length === 0 ? (
        <p className="bb-locations__empty">{texts.noMatches}</p>
      ) : (
        <ul className="bb-locations__list" aria-label={texts.listLabel}>
          {matches.map((shop) => (
            <li key={shop.id}>
              <ShopCard
                shop={shop}
                onDelete={owner ? setDeleting : undefined}
                onEditHours={
                  editsOpeningHours(userType)
                    ? (chosen) => {
                        setMessage(null);
                        setEditingHours(chosen);
                      }
                    : undefined
                }
                onUploadProof={
                  owner
                    ? (chosen) => {
                        setMessage(null);
                        setUploadingProof(chosen);
                      }
                    : undefined
                }
                onResubmit={
                  owner
                    ? (rejected) => {
                        setMessage(null);
                        setResubmitting(rejected);
                      }
                    : undefined
                }
              />
            </li>
          ))}
        </ul>
      );
  }

  return (
    <AdminPage
      title={texts.title}
      back={backToDashboard(userType)}
      className="bb-locations"
      actions={
        owner ? (
          <Button
            onClick={() => {
              setMessage(null);
              setAdding(true);
            }}
          >
            {texts.add.open}
          </Button>
        ) : null
      }
    >
      <p>{texts.intro}</p>
      {message ? <Alert variant={message.variant}>{message.text}</Alert> : null}
      <SearchField
        label={texts.searchLabel}
        value={search}
        placeholder={texts.searchPlaceholder}
        onChange={setSearch}
        className="bb-locations__search"
      />
      {list}
      {owner && adding ? (
        <AddLocationDialog
          onCancel={() => setAdding(false)}
          onAdded={() => {
            setAdding(false);
            setMessage({ variant: 'success', text: texts.add.added });
          }}
        />
      ) : null}
      {owner && resubmitting ? (
        <ResubmitLocationDialog
          key={resubmitting.id}
          shop={resubmitting}
          onCancel={() => setResubmitting(null)}
          onResubmitted={(text) => {
            setResubmitting(null);
            setMessage({ variant: 'success', text });
          }}
        />
      ) : null}
      {owner && uploadingProof ? (
        <UploadCertificateDialog
          key={uploadingProof.id}
          shop={uploadingProof}
          onCancel={() => setUploadingProof(null)}
          onUploaded={(text) => {
            setUploadingProof(null);
            setMessage({ variant: 'success', text });
          }}
        />
      ) : null}
      {editingHours ? (
        <OpeningHoursDialog
          key={editingHours.id}
          shop={editingHours}
          onCancel={() => setEditingHours(null)}
          onSaved={() => {
            setEditingHours(null);
            setMessage({ variant: 'success', text: texts.hours.saved });
          }}
        />
      ) : null}
      <DeleteShopDialog
        shop={deleting}
        onCancel={() => setDeleting(null)}
        onDeleted={() => {
          setDeleting(null);
          setMessage({ variant: 'success', text: texts.remove.success });
        }}
      />
    </AdminPage>
  );
}

export default function LocationsPage() {
  return (
    <RequireSession allowed={companyRoles}>
      {(userType) => <LocationsContent userType={userType} />}
    </RequireSession>
  );
}
