import { sql } from 'drizzle-orm';
import type { PublicStudioData } from 'shared-ui/contracts/finder-contract';
import type { Database } from '../../kernel/database/database';

/** Mean earth radius of the spec's great-circle formula (spec §9). */
export const earthRadiusKm = 6371;

/**
 * earth_box() is built on earthdistance's own sphere (earth() = 6378168 m). The box is sized
 * for the same angle as the search radius on 6371 km, plus this margin so that rounding never
 * drops a studio lying exactly on the radius; the exact filter below removes the extra ones.
 */
const boxMargin = 1.0001;

export interface NearbyQuery {
  latitude: number;
  longitude: number;
  radiusKm: number;
}

/** A studio as the finder shows it (spec §3), with its distance from the query point. */
// A type alias, not an interface: Drizzle's execute() wants rows indexable by string.
export type NearbyShop = PublicStudioData & { distance_km: number };

/**
 * Approved studios of companies that are not blocked, within `radiusKm` of the point, nearest
 * first. The GiST index on ll_to_earth(latitude, longitude) answers the earth_box prefilter;
 * the haversine formula on 6371 km decides and orders.
 */
export async function findShopsNearby(db: Database, query: NearbyQuery): Promise<NearbyShop[]> {
  const { rows } = await db.execute<NearbyShop>(shopsNearbySql(query));
  return rows.map((row) => ({
    ...shopFromRow(row),
    distance_km: roundedKm(Number(row.distance_km)),
  }));
}

/** The drivers' column values as the finder answers them (PGlite and node-postgres differ). */
export function shopFromRow<Row extends Omit<NearbyShop, 'distance_km'>>(row: Row): Row {
  return {
    ...row,
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
    opening_hours:
      typeof row.opening_hours === 'string' ? JSON.parse(row.opening_hours) : row.opening_hours,
    barrier_free: Boolean(row.barrier_free),
  };
}

/** distance_km is answered to the metre. */
export const roundedKm = (km: number) => Math.round(km * 1000) / 1000;

/**
 * The studios the finder may show: approved, of a company that is not blocked (demo studios
 * have none). Shared by the database query and the in-memory index (shops-nearby-index.ts).
 */
export const finderStudios = sql`
  FROM studio_locations s
  LEFT JOIN companies c ON c.id = s.company_id
  WHERE s.review_status = 'approved'
    AND c.blocked_at IS NULL
`;

/** The statement behind findShopsNearby (also EXPLAINed by the tests and the benchmark). */
export function shopsNearbySql({ latitude, longitude, radiusKm }: NearbyQuery) {
  return sql`
    SELECT id, name, address, zipcode, city, latitude, longitude, shop_phone, website,
           opening_hours, barrier_free, distance_km
    FROM (
      SELECT s.id, s.name, s.address, s.zipcode, s.city, s.latitude, s.longitude,
             s.shop_phone, s.website, s.opening_hours, s.barrier_free,
             ${haversineKm(sql`s.latitude`, sql`s.longitude`, latitude, longitude)} AS distance_km
      ${finderStudios}
        AND earth_box(
              ll_to_earth(${latitude}::float8, ${longitude}::float8),
              ${radiusKm}::float8 / ${earthRadiusKm} * earth() * ${boxMargin}
            ) @> ll_to_earth(s.latitude, s.longitude)
    ) nearby
    WHERE distance_km <= ${radiusKm}::float8
    ORDER BY distance_km, id
  `;
}

function haversineKm(
  latitudeColumn: ReturnType<typeof sql>,
  longitudeColumn: ReturnType<typeof sql>,
  latitude: number,
  longitude: number,
) {
  return sql`2 * ${earthRadiusKm} * asin(least(1, sqrt(
    power(sin(radians(${latitudeColumn} - ${latitude}::float8) / 2), 2)
    + cos(radians(${latitude}::float8)) * cos(radians(${latitudeColumn}))
      * power(sin(radians(${longitudeColumn} - ${longitude}::float8) / 2), 2)
  )))`;
}
