import type { OpenedDatabase } from '../../kernel/database/database';
import { refreshShopsNearbyIndex } from './shops-nearby-index';

/**
 * Call after creating, changing, approving, rejecting or deleting a studio, or blocking or
 * unblocking a company. Not needed for correctness: the database's triggers count every such
 * change and every process's finder index checks that count before it answers
 * (shops-nearby-index.ts). This only makes this process reload now instead of at its next
 * request.
 */
export function invalidateShopsNearby(database: OpenedDatabase): void {
  refreshShopsNearbyIndex(database);
}
