import { useEffect } from 'react';
import { allowsAnalytics } from 'shared-ui/consent/cookie-consent';
import { useGetSiteConfigQuery } from 'shared-ui/site/site-config-api';
import { loadAnalyticsTag } from './analytics-tag';
import { useStoredConsent } from './use-stored-consent';

/** Loads the analytics tag once an id is configured and statistics or marketing is granted. */
export function AnalyticsLoader() {
  const analyticsId = useGetSiteConfigQuery().data?.analyticsId ?? null;
  const consent = useStoredConsent();

  useEffect(() => {
    if (analyticsId && consent && allowsAnalytics(consent)) loadAnalyticsTag(analyticsId, consent);
  }, [analyticsId, consent]);

  return null;
}
