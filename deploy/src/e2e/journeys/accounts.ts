import { eq } from 'drizzle-orm';
import { users } from 'api/src/resources/accounts/schema';
import { studioLocations } from 'api/src/resources/finder/schema';
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

/** POST to the site's API (JSON, or a form as it is); the answer, or an error naming the refusal. */
export async function postApi(
  site: TestSite,
  path: string,
  body: unknown,
  token?: string,
): Promise<Record<string, unknown>> {
  const form = body instanceof FormData;
  const response = await fetch(`${site.baseUrl}/api${path}`, {
    method: 'POST',
    headers: {
      ...(form ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: form ? body : JSON.stringify(body),
  });
  const answer = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (!response.ok) {
    throw new Error(`POST ${path}: ${response.status} ${JSON.stringify(answer)}`);
  }
  return answer ?? {};
}

/** Registers an owner through the API without verifying the address. */
export async function registerOwner(site: TestSite, owner: Owner): Promise<void> {
  await postApi(site, '/photobooth/register/', {
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
  await postApi(site, '/photobooth/verify-otp/', { email: owner.email, otp });
  return owner;
}

/** Whoever signs in: an owner, their staff, an operator. */
export interface Credentials {
  email: string;
  password: string;
}

/** The token pair of a new log-in of `account` through the API. */
export async function logIn(
  site: TestSite,
  account: Credentials,
): Promise<{ access_token: string; refresh_token: string }> {
  const answer = await postApi(site, '/photobooth/web-login/', {
    email: account.email,
    password: account.password,
  });
  return { access_token: String(answer.access_token), refresh_token: String(answer.refresh_token) };
}

/**
 * An account made with a one-time password (operator, authority clerk): the first log-in
 * replaces it with `password`, as the site demands before anything else. Answers an access token
 * of a log-in with the new password.
 */
export async function withOwnPassword(
  site: TestSite,
  email: string,
  oneTimePassword: string,
  password: string,
): Promise<string> {
  const first = await accessToken(site, { email, password: oneTimePassword });
  await postApi(
    site,
    '/photobooth/profile/change-password/',
    { current_password: oneTimePassword, new_password: password, confirm_password: password },
    first,
  );
  return accessToken(site, { email, password });
}

/** An access token of a new log-in of `account` through the API. */
export async function accessToken(site: TestSite, account: Credentials): Promise<string> {
  return (await logIn(site, account)).access_token;
}

export interface StudioLocation {
  name: string;
  address: string;
  zipcode: string;
  city: string;
}

/**
 * A location of the owner's company with its trade proof as PDF, through the API (as the
 * locations page sends it); pending review. Returns its id.
 */
export async function addLocation(
  site: TestSite,
  owner: Credentials,
  location: StudioLocation,
): Promise<number> {
  const form = new FormData();
  const fields = {
    ...location,
    website: 'https://foto.example',
    shop_phone: '0431 987654',
    latitude: '54.3232930',
    longitude: '10.1227650',
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const proof = pdfFile('gewerbe.pdf');
  form.append(
    'certificate_file',
    new Blob([new Uint8Array(proof.buffer)], { type: proof.mimeType }),
    proof.name,
  );
  const created = await postApi(
    site,
    '/photobooth/registered-shops/',
    form,
    await accessToken(site, owner),
  );
  return Number(created.id);
}

/**
 * A studio that may send photos: a verified owner identified with the eID (set in the database:
 * the eID journey has its own browser test) and a location the operator approved (likewise).
 */
export async function photoStudio(
  site: TestSite,
  label: string,
  location: StudioLocation,
): Promise<{ owner: Owner; token: string; locationId: number }> {
  const owner = await verifiedOwner(site, label);
  const locationId = await addLocation(site, owner, location);
  const db = site.database.db;
  await db.update(users).set({ eidVerified: true }).where(eq(users.email, owner.email));
  await db
    .update(studioLocations)
    .set({ reviewStatus: 'approved' })
    .where(eq(studioLocations.id, locationId));
  return { owner, token: await accessToken(site, owner), locationId };
}

/** Staff roles as the invitation names them (signed-in-area.md §5 "Invite employee"). */
const invitationRoles = { employee: 'restricted', manager: 'full' } as const;

/**
 * A member of staff of the owner's company (a restricted employee or a manager), invited by the
 * owner, registered with the mailed invitation link and verified with the mailed code.
 */
export async function invitedStaff(
  site: TestSite,
  owner: Credentials,
  userType: keyof typeof invitationRoles,
): Promise<Credentials> {
  accountNumber += 1;
  // No English word in the address: the layout test scans the pages that show it.
  const email = `team-${accountNumber}-${Date.now()}@example.org`;
  const password = 'Team#2024pass';
  await postApi(
    site,
    '/photobooth/invite-employee/',
    { email, user_type: userType, role: invitationRoles[userType] },
    await accessToken(site, owner),
  );
  const invitation = await newMail(site, email, /\/Registrierung\?/);
  const link = /\/Registrierung\?[^\s"<>]+/.exec(invitation.replace(/&amp;/g, '&'))![0];
  const ownerCode = new URLSearchParams(link.split('?')[1]).get('owner_code');
  const after = mailCount(site);
  await postApi(site, '/photobooth/register/', {
    user: {
      username: `team${userType}${100000 + accountNumber}`,
      first_name: 'Jonas',
      last_name: 'Lorenzen',
      email,
      password,
    },
    phone: '0431 654321',
    date_of_birth: '1990-03-04',
    salutation: 'Herr',
    user_type: userType,
    owner_code: ownerCode,
  });
  const otp = await mailedCode(site, email, after);
  await postApi(site, '/photobooth/verify-otp/', { email, otp });
  return { email, password };
}
