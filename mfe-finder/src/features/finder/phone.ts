/** A studio's phone number as a `tel:` link: digits and a leading plus only ("0431 12 34" → "tel:04311234"). */
export function telephoneHref(phone: string): string | null {
  const digits = phone.replace(/[^\d+]/g, '');
  return /\d/.test(digits) ? `tel:${digits}` : null;
}
