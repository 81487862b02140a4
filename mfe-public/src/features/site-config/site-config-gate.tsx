import type { ReactNode } from 'react';
import { Alert } from 'shared-ui/components/alert';
import { Button } from 'shared-ui/components/button';
import { LoadingState } from 'shared-ui/components/spinner';
import type { PublicSiteConfig } from 'shared-ui/site/site-config';
import { useHydratedSiteConfigQuery } from 'shared-ui/site/site-config-api';

interface SiteConfigGateProps {
  /** Rendered once the configuration is there. */
  children: (config: PublicSiteConfig) => ReactNode;
  /** What the missing data is needed for, e.g. "Die Kontaktdaten". */
  subject: string;
}

/**
 * Parts of a page that show company data (legal texts, contact blocks) wait for the site
 * configuration; if it cannot be loaded they say so and offer a retry instead of showing blanks.
 */
export function SiteConfigGate({ children, subject }: SiteConfigGateProps) {
  const { data, isError, isFetching, refetch } = useHydratedSiteConfigQuery();
  if (data) return <>{children(data)}</>;
  if (isError && !isFetching) {
    return (
      <Alert variant="error">
        <p>{subject} konnten nicht geladen werden. Bitte versuchen Sie es erneut.</p>
        <Button variant="secondary" onClick={() => void refetch()}>
          Erneut laden
        </Button>
      </Alert>
    );
  }
  return <LoadingState />;
}
