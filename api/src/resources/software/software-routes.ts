import { Type } from '@sinclair/typebox';
import type { ApiRoutes } from '../../kernel/api-deps';
import { bearerSecurity, requireUser } from '../sessions/require-user';
import { createSignedLinks, withSignedQuery } from '../../kernel/downloads/signed-links';
import { sendAttachment } from '../../kernel/downloads/send-attachment';
import { DetailBody } from '../../kernel/http/responses';
import { installerPath, installerPlatforms, newestInstaller, operatingSystems } from './installers';
import type { OperatingSystem } from './installers';
import { forbidden, notFound, serviceUnavailable } from '../../kernel/http/api-error';

export const softwareMessages = {
  notConfigured:
    'Der Software-Download ist auf diesem Server noch nicht eingerichtet. Bitte wenden Sie sich an den Bildbote-Support.',
  noInstaller: (operatingSystem: OperatingSystem) =>
    `Für ${installerPlatforms[operatingSystem].label} steht derzeit kein Installationspaket bereit. Bitte versuchen Sie es später erneut oder wenden Sie sich an den Bildbote-Support.`,
  linkExpired:
    'Der Download-Link ist abgelaufen oder ungültig. Bitte fordern Sie auf der Seite „Software-Download“ einen neuen an.',
  installerGone:
    'Dieses Installationspaket ist nicht mehr verfügbar. Bitte fordern Sie auf der Seite „Software-Download“ einen neuen Link an.',
} as const;

/** Signed download links of the installers live 10 minutes. */
export const downloadLinkLifetimeMs = 10 * 60_000;

const softwareResource = (operatingSystem: OperatingSystem, fileName: string) =>
  `software:${operatingSystem}:${fileName}`;

const downloadPath = (operatingSystem: OperatingSystem, fileName: string) =>
  `/api/photobooth/software-download/${operatingSystem}/${encodeURIComponent(fileName)}/`;

const OperatingSystemSchema = Type.Union(operatingSystems.map((os) => Type.Literal(os)));

export const softwareRoutes: ApiRoutes = async (app, deps) => {
  const { config } = deps;
  const links = createSignedLinks(config, deps.clock);

  app.get(
    '/photobooth/get-download-url/',
    {
      preHandler: requireUser(deps, { roles: ['owner', 'manager'] }),
      schema: {
        tags: ['Software'],
        summary: 'Download-Link der Studio-Software',
        description:
          'Nur Inhaber und Manager. Antwortet mit einem signierten, 10 Minuten gültigen Link zum neuesten Installationspaket (Windows: .exe, macOS: .dmg) aus SOFTWARE_DIR. 503, wenn SOFTWARE_DIR nicht eingerichtet ist; 404, wenn für das Betriebssystem kein Paket vorliegt.',
        security: bearerSecurity,
        querystring: Type.Object({ operating_system: OperatingSystemSchema }),
        response: {
          200: Type.Object({
            download_url: Type.String({
              description: 'Pfad dieser Website mit expires und signature',
            }),
            file_name: Type.String(),
            version: Type.Union([Type.String(), Type.Null()]),
            expires_at: Type.String({ format: 'date-time' }),
          }),
          401: DetailBody,
          403: DetailBody,
          404: DetailBody,
          503: DetailBody,
        },
      },
    },
    async (request) => {
      const operatingSystem = request.query.operating_system;
      if (!config.softwareDir) throw serviceUnavailable(softwareMessages.notConfigured);
      const installer = await newestInstaller(config.softwareDir, operatingSystem);
      if (!installer) {
        throw notFound(softwareMessages.noInstaller(operatingSystem));
      }
      const signed = links.sign(
        softwareResource(operatingSystem, installer.fileName),
        downloadLinkLifetimeMs,
      );
      return {
        download_url: withSignedQuery(downloadPath(operatingSystem, installer.fileName), signed),
        file_name: installer.fileName,
        version: installer.version,
        expires_at: signed.expiresAt.toISOString(),
      };
    },
  );

  app.get(
    '/photobooth/software-download/:operating_system/:file_name/',
    {
      schema: {
        tags: ['Software'],
        summary: 'Installationspaket herunterladen (signierter Link)',
        description:
          'Nur mit dem Link aus get-download-url: die Signatur bindet Betriebssystem, Dateiname und Ablaufzeit. Antwort: die Datei als Anhang.',
        params: Type.Object({
          operating_system: OperatingSystemSchema,
          file_name: Type.String({ maxLength: 200 }),
        }),
        querystring: Type.Object({
          expires: Type.Optional(Type.String()),
          signature: Type.Optional(Type.String()),
        }),
        response: { 403: DetailBody, 404: DetailBody, 503: DetailBody },
      },
    },
    async (request, reply) => {
      const { operating_system: operatingSystem, file_name: fileName } = request.params;
      const check = links.check(softwareResource(operatingSystem, fileName), request.query);
      if (check !== 'valid') throw forbidden(softwareMessages.linkExpired);
      if (!config.softwareDir) throw serviceUnavailable(softwareMessages.notConfigured);
      const file = installerPath(config.softwareDir, operatingSystem, fileName);
      const sent =
        file &&
        (await sendAttachment(reply, {
          file,
          fileName,
          contentType: installerPlatforms[operatingSystem].contentType,
        }));
      if (!sent) throw notFound(softwareMessages.installerGone);
      return sent;
    },
  );
};
