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
  /** URL of the home page video (webm); null hides the video. */
  homeVideoUrl: string | null;
  homeVideoPosterUrl: string | null;
}
