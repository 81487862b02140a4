import { Type } from '@sinclair/typebox';
import {
  GeocodeAnswerBody,
  GeocodeFailureBody,
  GeocodeQuerystring,
  PostcodeAnswerBody,
  type GeocodeAnswer,
  type GeocodeFailure,
  type PostcodeAnswer,
} from 'shared-ui/contracts/geo-contract';
import { ApiError, badRequest, notFound } from '../../kernel/http/api-error';
import { validationMessages } from 'shared-ui/validation/messages';
import type { ApiDeps, ApiRoutes } from '../../kernel/api-deps';
import { createGeocoder, GeocodingFailed, type Geocoder } from './geocoder';
import type { GeoProvider } from './geocoding';
import { createMapboxProvider } from './mapbox-provider';
import { createNominatimProvider } from './nominatim-provider';
import { germanGazetteer } from './offline/german-gazetteer';
import { createOfflineProvider } from './offline/offline-provider';
import { studioPlaces } from './offline/studio-places';

export const geoMessages = {
  /** public-site.md §8, the finder's message for a failed lookup. */
  lookupFailed: 'Fehler beim Abrufen des Standorts.',
  postcodeUnknown: 'Zu dieser Postleitzahl ist kein Ort bekannt.',
  postcodeLookupFailed:
    'Die Postleitzahl konnte gerade nicht nachgeschlagen werden. Bitte versuchen Sie es später erneut.',
  onlyGermany: 'Es werden nur Orte in Deutschland gesucht (DE).',
} as const;

const postcodePattern = /^\d{5}$/;

/** Mapbox when MAPBOX_TOKEN is set, Nominatim when NOMINATIM_URL is set, offline always last. */
export function geoProviders({ config, database }: ApiDeps): GeoProvider[] {
  const providers: GeoProvider[] = [];
  if (config.mapboxToken) providers.push(createMapboxProvider(config.mapboxToken));
  if (config.nominatimUrl) {
    providers.push(
      createNominatimProvider(config.nominatimUrl, `Bildbote/1.0 (+${config.publicUrl})`),
    );
  }
  providers.push(createOfflineProvider(germanGazetteer, studioPlaces(database.db)));
  return providers;
}

const FieldErrors = Type.Record(Type.String(), Type.Array(Type.String()));
const Detail = Type.Object({ detail: Type.String() });

/** A German field error as the one typed error: `{ <field>: [message], detail, code }`. */
const fieldRefused = (field: string, message: string) =>
  badRequest(message, { [field]: [message] });

export const geoRoutes: ApiRoutes = async (app, deps) => {
  const geocoder: Geocoder = createGeocoder({ providers: geoProviders(deps), logger: app.log });

  app.get(
    '/geo/geocode/',
    {
      schema: {
        tags: ['Geodaten'],
        summary: 'Adresse, Ort oder Postleitzahl in Koordinaten umwandeln',
        description:
          'Entweder `q` (Adresse, Ort oder PLZ) oder `postal_code` mit `country=DE`. Antwort im ' +
          'Format des Geocoding-Dienstes (`status` OK oder ZERO_RESULTS). Quellen: Mapbox ' +
          '(MAPBOX_TOKEN), Nominatim (NOMINATIM_URL), sonst offline: Postleitzahlen © ' +
          'OpenStreetMap-Mitwirkende (ODbL), Orte © GeoNames (CC BY 4.0), registrierte Studios.',
        querystring: GeocodeQuerystring,
        response: { 200: GeocodeAnswerBody, 400: FieldErrors, 502: GeocodeFailureBody },
      },
    },
    async (request) => {
      const { q, postal_code: postalCode, country } = request.query;
      if (country?.trim() && country.trim().toUpperCase() !== 'DE') {
        throw fieldRefused('country', geoMessages.onlyGermany);
      }
      let lookup;
      if (postalCode?.trim()) {
        if (!postcodePattern.test(postalCode.trim())) {
          throw fieldRefused('postal_code', validationMessages.postcode);
        }
        lookup = { kind: 'postcode' as const, postcode: postalCode.trim() };
      } else if (q?.trim()) {
        lookup = { kind: 'address' as const, text: q.trim() };
      } else {
        throw fieldRefused('q', validationMessages.required);
      }
      try {
        const answer: GeocodeAnswer = await geocoder.geocode(lookup);
        return answer;
      } catch (error) {
        if (!(error instanceof GeocodingFailed)) throw error;
        // The geocoding answer's shape (status, results) with the German detail: the finder's
        // location search reads status as in a successful answer.
        const failure: GeocodeFailure = {
          status: 'UNKNOWN_ERROR',
          results: [],
          detail: geoMessages.lookupFailed,
        };
        throw ApiError.withBody(502, failure);
      }
    },
  );

  app.get(
    '/geo/postcode/:plz/',
    {
      schema: {
        tags: ['Geodaten'],
        summary: 'Ort zu einer deutschen Postleitzahl',
        params: Type.Object({ plz: Type.String({ description: 'Fünfstellige Postleitzahl' }) }),
        response: { 200: PostcodeAnswerBody, 400: FieldErrors, 404: Detail, 502: Detail },
      },
    },
    async (request) => {
      const { plz } = request.params;
      if (!postcodePattern.test(plz)) {
        throw fieldRefused('plz', validationMessages.postcode);
      }
      let places;
      try {
        places = await geocoder.postcodePlaces(plz);
      } catch (error) {
        if (!(error instanceof GeocodingFailed)) throw error;
        throw new ApiError(502, 'upstream_failed', geoMessages.postcodeLookupFailed);
      }
      const main = places[0];
      if (!main) throw notFound(geoMessages.postcodeUnknown);
      const answer: PostcodeAnswer = { postcode: plz, city: main.name, places };
      return answer;
    },
  );
};
