/**
 * A studio's website as a safe link: studios enter it with or without scheme
 * ('www.studio.de'); only http(s) is linked, anything else (e.g. 'javascript:') is not.
 */
export function websiteHref(website: string): string | null {
  const text = website.trim();
  if (!text) return null;
  const hasScheme = /^[a-z][a-z\d+.-]*:(?!\d)/i.test(text);
  if (hasScheme && !/^https?:\/\//i.test(text)) return null;
  try {
    const url = new URL(hasScheme ? text : `https://${text}`);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
