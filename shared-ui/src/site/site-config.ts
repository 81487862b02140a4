/**
 * Public configuration of the site, served by `GET /api/site/config/` from environment
 * variables (nothing of it is hard-coded in the front-ends).
 */
export interface CompanyInfo {
  name: string;
  street: string;
  postcode: string;
  city: string;
  email: string;
  phone: string;
  managingDirector: string;
  registerCourt: string;
  registerNumber: string;
  vatId: string;
}

export interface PublicSiteConfig {
  company: CompanyInfo;
  /** Google-Tag-Manager-/Analytics-ID; null means no analytics tag at all. */
  analyticsId: string | null;
  /** Public Mapbox token (pk.…); null means the finder works without the map view. */
  mapboxToken: string | null;
  /**
   * A self-hosted MapLibre style (URL or path on this site); when set the map is drawn with
   * MapLibre from it, with or without a Mapbox token. Optional: older servers do not send it.
   */
  mapStyleUrl?: string | null;
  /** URL of the home page video (webm); null hides the video. */
  homeVideoUrl: string | null;
  homeVideoPosterUrl: string | null;
  /** German captions (WebVTT) of the home video; null: the video has none. */
  homeVideoCaptionsUrl: string | null;
  /**
   * URLs of the tutorial videos of /videos, keyed by the button they belong to; null (or a
   * missing key) means that video is not configured and its button is disabled.
   * Optional so that a server without the setting still answers a valid configuration.
   */
  tutorialVideos?: Partial<Record<TutorialVideo, string | null>>;
}

/** The six tutorials of /videos (signed-in-area.md §2), in the order of the buttons. */
export const tutorialVideos = [
  'Profilverwaltung',
  'Mitarbeiterverwaltung',
  'Software installieren',
  'Studioverwaltung',
  'Registrierung',
  'E-ID-Verifizierung',
] as const;
export type TutorialVideo = (typeof tutorialVideos)[number];
