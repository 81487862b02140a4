import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { photoCodePath } from 'shared-ui/photo-code/photo-code';
import { allowsAnalytics } from 'shared-ui/consent/cookie-consent';
import { useGetSiteConfigQuery } from 'shared-ui/site/site-config-api';
import { loadAnalyticsTag } from './analytics-tag';
import { useStoredConsent } from './use-stored-consent';

/**
 * Loads the analytics tag once an id is configured and statistics or marketing is granted;
 * never on the citizen's code page, whatever the consent says: its address holds the key to a
 * passport photo, which no third party may see (ARCHITECTURE.md §8).
 */
export function AnalyticsLoader() {
  const analyticsId = useGetSiteConfigQuery().data?.analyticsId ?? null;
  const consent = useStoredConsent();
  const onCodePage = useLocation().pathname.replace(/\/+$/, '').toLowerCase() === photoCodePath;

  useEffect(() => {
    if (onCodePage) return;
    if (analyticsId && consent && allowsAnalytics(consent)) loadAnalyticsTag(analyticsId, consent);
  }, [analyticsId, consent, onCodePage]);

  return null;
}
