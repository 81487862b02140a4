import { useState } from 'react';
import { Alert } from 'shared-ui/components/alert';
import { LoadingState } from 'shared-ui/components/spinner';
import type { CreatedAuthority } from 'shared-ui/contracts/authorities-contract';
import { isNetworkError } from 'shared-ui/api/api-errors';
import { OperatorConsole } from '../operator/operator-console';
import { operatorTexts } from '../operator/operator-texts';
import { AuthorityCard } from './authority-card';
import { useListAuthoritiesQuery } from './authorities-api';
import { authoritiesTexts as texts } from './authorities-texts';
import { NewAuthorityForm } from './new-authority-form';
import { OneTimeSecret } from './one-time-secret';
import { PhotoTrailLookup } from './photo-trail';
import './operator-authorities.css';

function AuthorityList() {
  const { data: authorities, error, isError } = useListAuthoritiesQuery();
  if (isError) {
    return (
      <Alert variant="error">
        {isNetworkError(error) ? operatorTexts.console.network : texts.loadFailed}
      </Alert>
    );
  }
  if (!authorities) return <LoadingState label={texts.loading} />;
  if (authorities.length === 0) return <p className="bb-operator__muted">{texts.empty}</p>;
  return (
    <>
      {authorities.map((authority) => (
        <AuthorityCard key={authority.id} authority={authority} />
      ))}
    </>
  );
}

function Authorities() {
  const [created, setCreated] = useState<CreatedAuthority | null>(null);
  return (
    <>
      <p>{texts.intro}</p>
      <NewAuthorityForm onCreated={setCreated} />
      {created ? (
        <OneTimeSecret
          title={texts.create.created(created.authority.name)}
          hint={texts.oneTimePassword.hint}
          label={texts.oneTimePassword.title(created.clerk.email)}
          value={created.initial_password}
          onDismiss={() => setCreated(null)}
        />
      ) : null}
      <section className="bb-operator__section" aria-labelledby="bb-authorities-list">
        <h2 id="bb-authorities-list">{texts.listHeading}</h2>
        <AuthorityList />
      </section>
      <PhotoTrailLookup />
    </>
  );
}

/** /Betrieb/Behoerden: authorities, their clerks and API keys, and a photo's trail by id. */
export default function AuthoritiesPage() {
  return (
    <OperatorConsole title={texts.title}>
      <Authorities />
    </OperatorConsole>
  );
}
