import { sql } from 'drizzle-orm';
import type { TestApp } from '../../accounts/testing/identity-test-kit';
import { invalidateShopsNearby } from '../shops-nearby-cache';

/** Every test of the file starts without studios or companies, and the finder forgets its cache. */
export function useNoStudiosBeforeEach(testApp: TestApp): void {
  beforeEach(async () => {
    await testApp.database.db.execute(sql`DELETE FROM studio_locations`);
    await testApp.database.db.execute(sql`DELETE FROM companies`);
    invalidateShopsNearby(testApp.database);
  });
}
