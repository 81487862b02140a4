import { mailText } from '../mail-catcher';
import type { TestSite } from '../test-site';

/** A small but valid PDF, as an owner uploads it for a trade licence. */
export function pdfFile(name: string): { name: string; mimeType: string; buffer: Buffer } {
  const body = [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
  ].join('\n');
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(body, 'latin1') };
}

/** How many mails the site has sent so far; pass it to `mailedCode` to wait for a newer one. */
export function mailCount(site: TestSite): number {
  return site.mail.mails.length;
}

/**
 * The text of the newest mail to `email` among those sent after the first `after` mails that
 * matches `pattern`, waiting for it.
 */
export async function newMail(
  site: TestSite,
  email: string,
  pattern: RegExp,
  after = 0,
): Promise<string> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const text = site.mail.mails
      .slice(after)
      .filter((mail) => mail.to.includes(email.toLowerCase()))
      .map(mailText)
      .reverse()
      .find((candidate) => pattern.test(candidate));
    if (text) return text;
    if (Date.now() > deadline) throw new Error(`Keine passende Mail an ${email} angekommen.`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const codeLine = /^\s*(\d{6})\s*$/m;

/** The 6-digit code (alone on its line) of the newest mail to `email` after the first `after`. */
export async function mailedCode(site: TestSite, email: string, after = 0): Promise<string> {
  const text = await newMail(site, email, codeLine, after);
  return codeLine.exec(text)![1]!;
}

export interface Owner {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  companyName: string;
}

let accountNumber = 0;

/** A new owner with a unique address; the password follows the site's rule. */
export function newOwner(label: string): Owner {
  accountNumber += 1;
  return {
    firstName: 'Svenja',
    lastName: `Hansen${label}`,
    email: `${label.toLowerCase()}-${accountNumber}-${Date.now()}@example.org`,
    password: 'Sicher#2024pw',
    companyName: `Foto ${label} GmbH`,
  };
}

async function api(site: TestSite, path: string, body: unknown): Promise<unknown> {
  const response = await fetch(`${site.baseUrl}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    throw new Error(`POST ${path}: ${response.status} ${JSON.stringify(answer)}`);
  }
  return answer;
}

/** Registers an owner through the API without verifying the address. */
export async function registerOwner(site: TestSite, owner: Owner): Promise<void> {
  await api(site, '/photobooth/register/', {
    user: {
      username: `${owner.firstName}${owner.lastName}${100000 + accountNumber}`.toLowerCase(),
      first_name: owner.firstName,
      last_name: owner.lastName,
      email: owner.email,
      password: owner.password,
    },
    date_of_birth: '1980-05-17',
    salutation: 'Frau',
    phone: '0431 123456',
    website: 'https://foto.example',
    company_name: owner.companyName,
    legal_form: 'gmbh',
    user_type: 'owner',
  });
}

/** An owner registered and verified with the mailed code, ready to sign in. */
export async function verifiedOwner(site: TestSite, label: string): Promise<Owner> {
  const owner = newOwner(label);
  await registerOwner(site, owner);
  const otp = await mailedCode(site, owner.email);
  await api(site, '/photobooth/verify-otp/', { email: owner.email, otp });
  return owner;
}
