import {
  boolean,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { reviewStatuses } from 'shared-ui/contracts/studios-contract';
import type { OpeningHours } from 'shared-ui/locations/opening-hours';

/** Table of migrations/202511220500-studio-locations.sql (the SQL there is what creates it). */

export const studioLocations = pgTable('studio_locations', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  /** References companies(id); null only for demo studios. Blocked companies hide their studios. */
  companyId: integer('company_id'),
  name: text('name').notNull(),
  address: text('address').notNull(),
  zipcode: text('zipcode').notNull().default('00000'),
  city: text('city').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  shopPhone: text('shop_phone').notNull().default(''),
  website: text('website').notNull().default(''),
  certificateFile: text('certificate_file'),
  reviewStatus: text('review_status', { enum: reviewStatuses }).notNull().default('pending'),
  reviewReason: text('review_reason'),
  reviewedAt: timestamp('reviewed_at', { withTimezone: true, mode: 'date' }),
  isDemo: boolean('is_demo').notNull().default(false),
  /** migrations/202611251100-location-opening-hours.sql: null = not given. */
  openingHours: jsonb('opening_hours').$type<OpeningHours>(),
  barrierFree: boolean('barrier_free').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export type NewStudioLocation = typeof studioLocations.$inferInsert;
