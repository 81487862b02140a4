import { useState } from 'react';
import { Button } from 'shared-ui/components/button';
import { DataTable, sortedColumn, type DataTableColumn } from 'shared-ui/components/data-table';
import type { ApiKeySummary, Authority } from 'shared-ui/contracts/authorities-contract';
import { formatGermanDate } from 'shared-ui/format/german-date';
import { newApiKeySchema, newClerkSchema } from 'shared-ui/validation/authority-forms';
import { DecisionDialog } from '../operator/decision-dialog';
import { formatGermanDateTime } from '../operator/operator-format';
import { authorityFailure } from './authority-failure';
import {
  useAddClerkMutation,
  useCreateApiKeyMutation,
  useRevokeApiKeyMutation,
  useSetAuthorityEnabledMutation,
} from './authorities-api';
import { authoritiesTexts } from './authorities-texts';
import { OneTimeSecret, type OneTimeSecretProps } from './one-time-secret';
import { SingleFieldForm } from './single-field-form';

const texts = authoritiesTexts;

type Secret = Omit<OneTimeSecretProps, 'onDismiss'>;

function EnabledControls({ authority }: { authority: Authority }) {
  const [setEnabled] = useSetAuthorityEnabledMutation();
  const [asking, setAsking] = useState(false);
  const disabled = authority.disabled_at !== null;
  const dialog = disabled ? texts.authority.enableDialog : texts.authority.disableDialog;
  return (
    <>
      <Button
        variant={disabled ? 'primary' : 'secondary'}
        aria-label={(disabled ? texts.authority.enableLabel : texts.authority.disableLabel)(
          authority.name,
        )}
        onClick={() => setAsking(true)}
      >
        {disabled ? texts.authority.enable : texts.authority.disable}
      </Button>
      {asking ? (
        <DecisionDialog
          texts={dialog}
          subject={authority.name}
          failure={texts.authority.changeFailed}
          onConfirm={() => setEnabled({ authorityId: authority.id, enabled: disabled }).unwrap()}
          onClose={() => setAsking(false)}
        />
      ) : null}
    </>
  );
}

type Clerk = Authority['clerks'][number];

const clerkColumns: DataTableColumn<Clerk>[] = [
  { ...sortedColumn('email', texts.clerks.email, (clerk: Clerk) => clerk.email), rowHeader: true },
  sortedColumn(
    'since',
    texts.clerks.since,
    (clerk) => Date.parse(clerk.created_at),
    (clerk) => formatGermanDate(clerk.created_at),
  ),
];

function Clerks({ authority, onSecret }: { authority: Authority; onSecret: (s: Secret) => void }) {
  const [addClerk] = useAddClerkMutation();
  return (
    <div className="bb-operator__section">
      <h4>{texts.clerks.heading}</h4>
      <DataTable
        caption={texts.clerks.caption(authority.name)}
        columns={clerkColumns}
        rows={authority.clerks}
        rowKey={(clerk) => clerk.id}
        empty={texts.clerks.empty}
      />
      <SingleFieldForm
        name="email"
        type="email"
        label={texts.clerks.addLabel(authority.name)}
        schema={newClerkSchema}
        submit={texts.clerks.add}
        submitting={texts.clerks.adding}
        onSubmit={async (email) => {
          try {
            const created = await addClerk({ authorityId: authority.id, email }).unwrap();
            onSecret({
              title: texts.oneTimePassword.title(created.clerk.email),
              hint: texts.oneTimePassword.hint,
              label: texts.oneTimePassword.label,
              value: created.initial_password,
            });
            return null;
          } catch (error) {
            return authorityFailure(error, ['email'], texts.clerks.failed);
          }
        }}
      />
    </div>
  );
}

function RevokeButton({ authority, apiKey }: { authority: Authority; apiKey: ApiKeySummary }) {
  const [revoke] = useRevokeApiKeyMutation();
  const [asking, setAsking] = useState(false);
  const dialog = texts.apiKeys.revokeDialog;
  return (
    <>
      <Button
        variant="secondary"
        aria-label={texts.apiKeys.revokeLabel(apiKey.label)}
        onClick={() => setAsking(true)}
      >
        {texts.apiKeys.revoke}
      </Button>
      {asking ? (
        <DecisionDialog
          texts={dialog}
          subject={apiKey.label}
          failure={texts.apiKeys.revokeFailed}
          onConfirm={() => revoke({ authorityId: authority.id, keyId: apiKey.id }).unwrap()}
          onClose={() => setAsking(false)}
        />
      ) : null}
    </>
  );
}

function ApiKeys({ authority, onSecret }: { authority: Authority; onSecret: (s: Secret) => void }) {
  const [createApiKey] = useCreateApiKeyMutation();
  return (
    <div className="bb-operator__section">
      <h4>{texts.apiKeys.heading}</h4>
      <DataTable
        caption={texts.apiKeys.caption(authority.name)}
        columns={[
          {
            ...sortedColumn('label', texts.apiKeys.label, (apiKey: ApiKeySummary) => apiKey.label),
            rowHeader: true,
          },
          sortedColumn(
            'created',
            texts.apiKeys.created,
            (apiKey: ApiKeySummary) => Date.parse(apiKey.created_at),
            (apiKey) => formatGermanDateTime(apiKey.created_at),
          ),
          // The valid keys first, then the revoked ones by the date of their revocation.
          sortedColumn(
            'status',
            texts.apiKeys.status,
            (apiKey: ApiKeySummary) => (apiKey.revoked_at ? Date.parse(apiKey.revoked_at) : 0),
            (apiKey) =>
              apiKey.revoked_at ? (
                texts.apiKeys.revokedOn(formatGermanDateTime(apiKey.revoked_at))
              ) : (
                <span className="bb-authorities-key-status">
                  {texts.apiKeys.valid}
                  <RevokeButton authority={authority} apiKey={apiKey} />
                </span>
              ),
          ),
        ]}
        rows={authority.api_keys}
        rowKey={(apiKey) => apiKey.id}
        empty={texts.apiKeys.empty}
      />
      <SingleFieldForm
        name="label"
        label={texts.apiKeys.createLabel(authority.name)}
        hint={texts.apiKeys.labelHint}
        schema={newApiKeySchema}
        submit={texts.apiKeys.create}
        submitting={texts.apiKeys.creating}
        onSubmit={async (label) => {
          try {
            const created = await createApiKey({ authorityId: authority.id, label }).unwrap();
            onSecret({
              title: texts.apiKeyCreated.title(created.label),
              hint: texts.apiKeyCreated.hint,
              label: texts.apiKeyCreated.label,
              value: created.key,
            });
            return null;
          } catch (error) {
            return authorityFailure(error, ['label'], texts.apiKeys.failed);
          }
        }}
      />
    </div>
  );
}

/** One authority: its status with disable/enable, its clerks and its API keys. */
export function AuthorityCard({ authority }: { authority: Authority }) {
  const [secret, setSecret] = useState<Secret | null>(null);
  const headingId = `bb-authority-${authority.id}`;
  return (
    <section className="bb-authorities-card" aria-labelledby={headingId}>
      <div className="bb-authorities-card__head">
        <h3 id={headingId}>{authority.name}</h3>
        <p className="bb-operator__muted">
          {texts.authority.createdOn(formatGermanDate(authority.created_at))}
          {' · '}
          {authority.disabled_at ? (
            <span className="bb-operator__badge bb-operator__badge--warning">
              {texts.authority.disabledSince(formatGermanDateTime(authority.disabled_at))}
            </span>
          ) : (
            <span className="bb-operator__badge">{texts.authority.active}</span>
          )}
        </p>
        <div className="bb-operator__actions">
          <EnabledControls authority={authority} />
        </div>
      </div>
      {secret ? <OneTimeSecret {...secret} onDismiss={() => setSecret(null)} /> : null}
      <Clerks authority={authority} onSecret={setSecret} />
      <ApiKeys authority={authority} onSecret={setSecret} />
    </section>
  );
}
