import { Type } from '@sinclair/typebox';
import { and, asc, eq } from 'drizzle-orm';
import type { ApiRoutes } from '../../kernel/api-deps';
import { bearerSecurity, requireUser, signedInAccount } from '../sessions/require-user';
import { studioLocations } from '../finder/schema';
import { DetailBody } from '../../kernel/http/responses';
import { licenseHash } from '../registration/registration-routes';
import { licenseKeyPrefix, signLicenseKey } from './license-key';
import { loadLicenseKeyPair } from './license-signing-key';
import type { LicenseKeyPair } from './license-signing-key';
import { conflict } from '../../kernel/http/api-error';

export const licenceMessages = {
  noApprovedLocation:
    'Der Lizenzschlüssel kann erst ausgestellt werden, wenn mindestens ein Standort Ihres Unternehmens geprüft und freigegeben ist. Bitte prüfen Sie den Status unter „Geschäftsstandorte“.',
} as const;

export const licenceRoutes: ApiRoutes = async (app, deps) => {
  const { config, database } = deps;
  const db = database.db;
  const clock = deps.clock;

  // Loaded (or generated) on first use; a failure is retried by the next request.
  let keyPair: Promise<LicenseKeyPair> | null = null;
  const licenseKeyPair = () => {
    keyPair ??= loadLicenseKeyPair(config).catch((error: unknown) => {
      keyPair = null;
      throw error;
    });
    return keyPair;
  };

  app.get(
    '/photobooth/get-license-key/',
    {
      preHandler: requireUser(deps, { roles: ['owner', 'manager'] }),
      schema: {
        tags: ['Software'],
        summary: 'Lizenzschlüssel des eigenen Unternehmens',
        description: `Nur Inhaber und Manager. Der Schlüssel (${licenseKeyPrefix}.<Nutzdaten>.<Signatur>, base64url) ist mit Ed25519 von der Plattform signiert und an das Unternehmen und seine freigegebenen Standorte gebunden (Unternehmens-ID und -Name, Standort-IDs und Adressen, Ausstellungszeitpunkt); die Studio-Software prüft ihn offline mit dem Schlüssel von license-public-key/. 409, solange kein Standort freigegeben ist.`,
        security: bearerSecurity,
        response: {
          200: Type.Object({ license_key: Type.String() }),
          401: DetailBody,
          403: DetailBody,
          409: DetailBody,
        },
      },
    },
    async (request) => {
      const company = signedInAccount(request).company!;
      const locations = await db
        .select({
          id: studioLocations.id,
          name: studioLocations.name,
          address: studioLocations.address,
          zipcode: studioLocations.zipcode,
          city: studioLocations.city,
        })
        .from(studioLocations)
        .where(
          and(
            eq(studioLocations.companyId, company.id),
            eq(studioLocations.reviewStatus, 'approved'),
          ),
        )
        .orderBy(asc(studioLocations.id));
      if (locations.length === 0) {
        throw conflict(licenceMessages.noApprovedLocation);
      }
      const { privateKey, keyId } = await licenseKeyPair();
      const licenseKey = signLicenseKey(
        {
          typ: 'bildbote-lizenz',
          kid: keyId,
          license_hash: licenseHash(company.licenseId),
          company: { id: company.id, name: company.name },
          locations,
          issued_at: clock().toISOString(),
        },
        privateKey,
      );
      return { license_key: licenseKey };
    },
  );

  app.get(
    '/photobooth/license-public-key/',
    {
      schema: {
        tags: ['Software'],
        summary: 'Öffentlicher Schlüssel zur Prüfung der Lizenzschlüssel',
        description:
          'Ed25519, SPKI im PEM-Format. Die Signatur eines Lizenzschlüssels deckt den Text vor dem letzten Punkt (BBL1.<Nutzdaten>).',
        response: {
          200: Type.Object({
            algorithm: Type.Literal('Ed25519'),
            key_id: Type.String(),
            public_key: Type.String(),
          }),
        },
      },
    },
    async () => {
      const { keyId, publicKeyPem } = await licenseKeyPair();
      return { algorithm: 'Ed25519' as const, key_id: keyId, public_key: publicKeyPem };
    },
  );
};
