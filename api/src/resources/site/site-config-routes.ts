import { Type } from '@sinclair/typebox';
import type { TSchema } from '@sinclair/typebox';
import { tutorialVideos } from 'shared-ui/site/site-config';
import type { ApiRoutes } from '../../kernel/api-deps';
import { publicSiteConfig } from './public-site-config';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

const PublicSiteConfigBody = Type.Object({
  company: Type.Object({
    name: Type.String(),
    street: Type.String(),
    postcode: Type.String(),
    city: Type.String(),
    email: Type.String(),
    phone: Type.String(),
    managingDirector: Type.String(),
    registerCourt: Type.String(),
    registerNumber: Type.String(),
    vatId: Type.String(),
  }),
  analyticsId: Nullable(Type.String({ description: 'Google-Analytics-/Tag-Manager-ID' })),
  mapboxToken: Nullable(Type.String({ description: 'Öffentliches Mapbox-Token (pk.…)' })),
  mapStyleUrl: Type.Optional(
    Nullable(
      Type.String({ description: 'Selbst betriebener MapLibre-Kartenstil (URL oder Pfad)' }),
    ),
  ),
  homeVideoUrl: Nullable(Type.String()),
  homeVideoPosterUrl: Nullable(Type.String()),
  homeVideoCaptionsUrl: Nullable(Type.String({ description: 'Deutsche Untertitel (WebVTT)' })),
  tutorialVideos: Type.Optional(
    Type.Object(
      Object.fromEntries(tutorialVideos.map((video) => [video, Nullable(Type.String())])),
      {
        description: 'Lernvideos von /videos: URL oder Pfad je Video, null wenn nicht eingerichtet',
      },
    ),
  ),
});

export const siteConfigRoutes: ApiRoutes = async (app, { config }) => {
  const body = publicSiteConfig(config);
  app.get(
    '/site/config/',
    {
      schema: {
        tags: ['Website'],
        summary: 'Öffentliche Konfiguration der Website',
        description:
          'Firmendaten für Fußzeile und Impressum, Analyse-ID, Karten-Token, Startseitenvideo, Lernvideos.',
        response: { 200: PublicSiteConfigBody },
      },
    },
    async () => body,
  );
};
