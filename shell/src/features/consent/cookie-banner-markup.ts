/**
 * Class names of the banner that the start script (deferred-start) needs before React runs,
 * kept apart from the component so that script does not bundle React.
 */
export const cookieBannerTitleClass = 'cookie-banner__title';

/** The prerendered banner, hidden by cookie-banner.css unless the start script showed it. */
export const cookieBannerUntilStartClass = 'cookie-banner--until-start';
