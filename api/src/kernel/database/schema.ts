/**
 * All Drizzle tables, collected for relational queries (`db.query.<table>`). Tables are defined
 * next to the feature that owns them (`src/resources/<resource>/schema.ts`) and spread in here;
 * the SQL that creates them lives in `migrations/`.
 */
export const schema = {};
