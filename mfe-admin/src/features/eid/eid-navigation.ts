/** Leaves the site for the provider's page (mobile flow, or a desktop whose popup was blocked). */
export function navigateTo(url: string): void {
  window.location.assign(url);
}
