import { Type } from '@sinclair/typebox';
import { and, asc, eq, isNull } from 'drizzle-orm';
import {
  PublicPlaceBody,
  PublicStudioBody,
  StudioPagesBody,
  type PublicPlace,
  type PublicStudio,
  type StudioPages,
} from 'shared-ui/contracts/finder-contract';
import { placePath, slugify, studioPath } from 'shared-ui/locations/studio-pages';
import type { ApiRoutes } from '../../kernel/api-deps';
import { ApiError, notFound } from '../../kernel/http/api-error';
import { DetailBody } from '../../kernel/http/responses';
import { companies } from '../accounts/schema';
import { studioLocations } from './schema';

export const studioPageMessages = {
  notFound: 'Dieses Passbildstudio wurde nicht gefunden.',
  gone: 'Dieses Passbildstudio ist nicht mehr bei Bildbote gelistet.',
  noPlace: 'Für diesen Ort ist kein Passbildstudio gelistet.',
} as const;

type Row = typeof studioLocations.$inferSelect;

function publicStudioOf(row: Row): PublicStudio {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    zipcode: row.zipcode,
    city: row.city,
    latitude: row.latitude,
    longitude: row.longitude,
    shop_phone: row.shopPhone,
    website: row.website,
    opening_hours: row.openingHours ?? null,
    barrier_free: row.barrierFree,
    path: studioPath(row),
    place_path: placePath(row.city),
  };
}

/**
 * The public studio pages' data (issue 21, item 5): one approved studio of a company that is not
 * blocked, the studios of a town, and every page's address for the sitemap. An unapproved or
 * unknown studio answers 404; an approved one of a blocked company 410 (it was public before).
 */
export const studioPagesRoutes: ApiRoutes = async (app, { database }) => {
  const { db } = database;

  /** Approved studios whose company is not blocked (the finder's rule, ARCHITECTURE §4). */
  const listed = () =>
    db
      .select({ location: studioLocations })
      .from(studioLocations)
      .leftJoin(companies, eq(companies.id, studioLocations.companyId))
      .where(and(eq(studioLocations.reviewStatus, 'approved'), isNull(companies.blockedAt)));

  app.get(
    '/public/studios/:id/',
    {
      schema: {
        tags: ['Fotografensuche'],
        summary: 'Ein Passbildstudio für seine öffentliche Seite',
        description:
          'Freigegebene Studios nicht gesperrter Unternehmen. Nicht freigegeben oder unbekannt: 404; Unternehmen gesperrt: 410. `path` ist die aktuelle Adresse der Seite (nach einer Namensänderung leitet die alte Adresse dorthin um).',
        params: Type.Object({ id: Type.Integer({ minimum: 1, maximum: 999_999_999 }) }),
        response: { 200: PublicStudioBody, 404: DetailBody, 410: DetailBody },
      },
    },
    async (request) => {
      const [found] = await db
        .select({ location: studioLocations, blockedAt: companies.blockedAt })
        .from(studioLocations)
        .leftJoin(companies, eq(companies.id, studioLocations.companyId))
        .where(eq(studioLocations.id, request.params.id));
      if (!found || found.location.reviewStatus !== 'approved') {
        throw notFound(studioPageMessages.notFound);
      }
      if (found.blockedAt) throw new ApiError(410, 'gone', studioPageMessages.gone);
      return publicStudioOf(found.location);
    },
  );

  app.get(
    '/public/places/:place/',
    {
      schema: {
        tags: ['Fotografensuche'],
        summary: 'Die Passbildstudios eines Ortes',
        description:
          '`place` ist der Ortsname in der Schreibweise der Adresse (klein, Umlaute ausgeschrieben, Bindestriche, z. B. neumuenster). Ohne gelistetes Studio: 404.',
        params: Type.Object({ place: Type.String({ minLength: 1, maxLength: 120 }) }),
        response: { 200: PublicPlaceBody, 404: DetailBody },
      },
    },
    async (request) => {
      const wanted = slugify(request.params.place);
      const rows = await listed().orderBy(asc(studioLocations.name), asc(studioLocations.id));
      const studios = rows
        .map(({ location }) => location)
        .filter((location) => slugify(location.city) === wanted);
      if (!wanted || studios.length === 0) throw notFound(studioPageMessages.noPlace);
      const place: PublicPlace = {
        city: studios[0]!.city,
        path: placePath(studios[0]!.city),
        studios: studios.map(publicStudioOf),
      };
      return place;
    },
  );

  app.get(
    '/public/studio-pages/',
    {
      schema: {
        tags: ['Fotografensuche'],
        summary: 'Adressen aller Studio- und Ortsseiten (für die Sitemap)',
        response: { 200: StudioPagesBody },
      },
    },
    async () => {
      const rows = await listed().orderBy(asc(studioLocations.id));
      const studios = rows.map(({ location }) => studioPath(location));
      const places = [...new Set(rows.map(({ location }) => placePath(location.city)))].sort();
      const pages: StudioPages = { studios, places };
      return pages;
    },
  );
};
