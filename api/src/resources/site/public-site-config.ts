import type { PublicSiteConfig } from 'shared-ui/site/site-config';
import type { AppConfig } from '../../kernel/config/config';

/** The part of the configuration the front-ends may see: nothing secret in here. */
export function publicSiteConfig(config: AppConfig): PublicSiteConfig {
  return {
    company: config.company,
    analyticsId: config.analyticsId,
    mapboxToken: config.mapboxToken,
    mapStyleUrl: config.mapStyleUrl,
    homeVideoUrl: config.homeVideoUrl,
    homeVideoPosterUrl: config.homeVideoPosterUrl,
    homeVideoCaptionsUrl: config.homeVideoCaptionsUrl,
    tutorialVideos: config.tutorialVideos,
  };
}
