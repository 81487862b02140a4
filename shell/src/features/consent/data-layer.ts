declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** The tracking data layer the Google tag reads; it exists before the tag loads. */
export function pushToDataLayer(entry: unknown): void {
  window.dataLayer ??= [];
  window.dataLayer.push(entry);
}
