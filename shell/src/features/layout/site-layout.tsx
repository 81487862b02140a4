import { useState, type ReactNode } from 'react';
import { AnalyticsLoader } from '../consent/analytics-loader';
import { CookieBanner } from '../consent/cookie-banner';
import { SiteFooter } from '../footer/site-footer';
import { SiteHeader } from '../header/site-header';
import { NavigationEffects } from '../routing/navigation-effects';
import { ShellRoutes } from '../routing/shell-routes';
import './site-layout.css';

export interface SiteLayoutProps {
  /** The content area; the build's prerendering puts the outlet for a remote's page here. */
  children?: ReactNode;
}

/** Every page: header, the content of the remote that owns the path, footer, cookie banner. */
export function SiteLayout({ children = <ShellRoutes /> }: SiteLayoutProps) {
  const [cookieSettingsOpen, setCookieSettingsOpen] = useState(false);
  return (
    <div className="site-layout">
      <a href="#main-content" className="site-layout__skip-link">
        Zum Inhalt springen
      </a>
      <SiteHeader />
      <main id="main-content" tabIndex={-1} className="site-layout__main">
        {children}
      </main>
      <SiteFooter onOpenCookieSettings={() => setCookieSettingsOpen(true)} />
      <CookieBanner reopened={cookieSettingsOpen} onClosed={() => setCookieSettingsOpen(false)} />
      <AnalyticsLoader />
      <NavigationEffects />
    </div>
  );
}
