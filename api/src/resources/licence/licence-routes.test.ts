import { createPublicKey } from 'node:crypto';
import { testDatabaseTimeoutMs } from '../../kernel/testing/test-database';
import { buildApp } from '../../app';
import { studioLocations } from '../finder/schema';
import type { NewStudioLocation } from '../finder/schema';
import { findAccountByEmail } from '../accounts/accounts';
import { sha256Hex } from '../../kernel/security/secret-hashing';
import { as, useTestApp } from '../accounts/testing/identity-test-kit';
import { createOwner, createTestCompany } from '../staff/testing/company-test-kit';
import type { Person, TestCompany } from '../staff/testing/company-test-kit';
import { verifyLicenseKey } from './license-key';
import { licenceMessages } from './licence-routes';

const testApp = useTestApp();
let company: TestCompany;
let otherOwner: Person;
let otherCompanyId: number;

beforeAll(async () => {
  company = await createTestCompany(testApp);
  otherOwner = await createOwner(testApp, 'Anderes Studio');
  otherCompanyId = (await findAccountByEmail(testApp.database.db, otherOwner.email))!.company!.id;
}, testDatabaseTimeoutMs);

const licenseKeyOf = (person: Person) =>
  as(testApp, person, 'GET', '/api/photobooth/get-license-key/');

async function publicKey() {
  const response = await testApp.app.inject({
    method: 'GET',
    url: '/api/photobooth/license-public-key/',
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ algorithm: string; key_id: string; public_key: string }>();
}

async function studio(companyId: number, values: Partial<NewStudioLocation>) {
  const [row] = await testApp.database.db
    .insert(studioLocations)
    .values({
      companyId,
      name: 'Foto Nord',
      address: 'Holstenstraße 1',
      zipcode: '24103',
      city: 'Kiel',
      latitude: 54.32,
      longitude: 10.12,
      ...values,
    })
    .returning();
  return row!;
}

describe('GET get-license-key/', () => {
  it('answers 409 with a German detail while no location is approved', async () => {
    await studio(company.id, { name: 'Noch in Prüfung', reviewStatus: 'pending' });

    const response = await licenseKeyOf(company.owner);

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      detail: licenceMessages.noApprovedLocation,
      code: 'conflict',
    });
  });

  it('signs a key bound to the company and its approved locations, verifiable with the public key', async () => {
    const kiel = await studio(company.id, { name: 'Foto Kiel', reviewStatus: 'approved' });
    const luebeck = await studio(company.id, {
      name: 'Foto Lübeck',
      address: 'Breite Straße 5',
      zipcode: '23552',
      city: 'Lübeck',
      reviewStatus: 'approved',
    });
    await studio(company.id, { name: 'Abgelehnt', reviewStatus: 'rejected' });
    await studio(otherCompanyId, { name: 'Fremd', reviewStatus: 'approved' });

    const response = await licenseKeyOf(company.owner);

    expect(response.statusCode).toBe(200);
    const { license_key: licenseKey } = response.json();
    const { algorithm, key_id: keyId, public_key: pem } = await publicKey();
    expect(algorithm).toBe('Ed25519');
    expect(createPublicKey(pem).asymmetricKeyType).toBe('ed25519');
    const account = await findAccountByEmail(testApp.database.db, company.owner.email);
    expect(verifyLicenseKey(licenseKey, pem)).toEqual({
      typ: 'bildbote-lizenz',
      kid: keyId,
      license_hash: sha256Hex(account!.company!.licenseId),
      company: { id: company.id, name: company.name },
      locations: [
        {
          id: kiel.id,
          name: 'Foto Kiel',
          address: 'Holstenstraße 1',
          zipcode: '24103',
          city: 'Kiel',
        },
        {
          id: luebeck.id,
          name: 'Foto Lübeck',
          address: 'Breite Straße 5',
          zipcode: '23552',
          city: 'Lübeck',
        },
      ],
      issued_at: testApp.clock().toISOString(),
    });
  });

  it('hands the manager the same licence', async () => {
    const response = await licenseKeyOf(company.manager);

    expect(response.statusCode).toBe(200);
    const payload = verifyLicenseKey(response.json().license_key, (await publicKey()).public_key);
    expect(payload?.company).toEqual({ id: company.id, name: company.name });
  });

  it("gives another company only its own licence, never this company's locations", async () => {
    const response = await licenseKeyOf(otherOwner);

    expect(response.statusCode).toBe(200);
    const payload = verifyLicenseKey(response.json().license_key, (await publicKey()).public_key);
    expect(payload?.company.name).toBe('Anderes Studio');
    expect(payload?.locations.map((location) => location.name)).toEqual(['Fremd']);
  });

  it('keeps the signing key across restarts of the API', async () => {
    const before = await publicKey();
    const restarted = await buildApp({
      config: testApp.config,
      database: testApp.database,
      clock: testApp.clock,
    });
    try {
      const response = await restarted.inject({
        method: 'GET',
        url: '/api/photobooth/license-public-key/',
      });

      expect(response.json()).toEqual(before);
    } finally {
      await restarted.close();
    }
  });
});
