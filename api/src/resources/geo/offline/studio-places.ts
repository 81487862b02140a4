import { sql } from 'drizzle-orm';
import type { Database } from '../../../kernel/database/database';

/** Where the approved studios of a postcode or a town are: the mean of their positions. */
export interface StudioPlace {
  postcode: string;
  city: string;
  latitude: number;
  longitude: number;
}

export interface StudioPlaces {
  ofPostcode(postcode: string): Promise<StudioPlace[]>;
  ofCity(city: string): Promise<StudioPlace[]>;
}

type Row = {
  postcode: string;
  city: string;
  latitude: number;
  longitude: number;
};

/** The registered studios as a gazetteer: they know postcodes and towns the bundle may miss. */
export function studioPlaces(db: Database): StudioPlaces {
  const query = async (condition: ReturnType<typeof sql>) => {
    const { rows } = await db.execute<Row>(sql`
      SELECT zipcode AS postcode, city, avg(latitude) AS latitude, avg(longitude) AS longitude
      FROM studio_locations
      WHERE review_status = 'approved' AND ${condition}
      GROUP BY zipcode, city
      ORDER BY count(*) DESC, zipcode
      LIMIT 5
    `);
    return rows.map((row) => ({
      ...row,
      latitude: Number(row.latitude),
      longitude: Number(row.longitude),
    }));
  };
  return {
    ofPostcode: (postcode) => query(sql`zipcode = ${postcode}`),
    ofCity: (city) => query(sql`lower(city) = lower(${city})`),
  };
}
