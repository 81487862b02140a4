import type { MessagePort } from 'node:worker_threads';

/** Messages between the main thread and the thread that runs the embedded database. */

export type WorkerStart =
  /** The database on its files under DATA_DIR, served to the thread's parent. */
  | { dataDir: string }
  /**
   * Tests: a database in memory, started from a migrated dump (the file `template`) and served
   * to one port after another (`AttachRequest`), emptied before each (test-database-thread.ts).
   */
  | { template: string };

/** Sent to a `template` thread: serve `port` next, on a database emptied for it. */
export interface AttachRequest {
  attach: MessagePort;
}

export type DatabaseRequest =
  | {
      id: number;
      op: 'query';
      sql: string;
      params: unknown[];
      rowMode: 'array' | 'object';
      /** Types returned as PostgreSQL's text, unparsed (Drizzle parses dates itself). */
      textTypes: number[];
      tx: number | null;
    }
  | { id: number; op: 'exec'; sql: string; tx: number | null }
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'listen'; channel: string }
  | { id: number; op: 'fsync-count' }
  | { id: number; op: 'close' };

/** An error as it crosses the thread boundary: its name, message and own fields (SQLSTATE …). */
export interface CarriedError {
  name: string;
  message: string;
  fields: Record<string, unknown>;
}

export type DatabaseReply =
  | { id: number; result: unknown }
  | { id: number; error: CarriedError }
  | { notice: string }
  | { started: true }
  | { failed: CarriedError }
  /** A `template` thread's answers to its parent: the port is served, or its user closed it. */
  | { attached: true }
  | { detached: true };

export function carryError(error: unknown): CarriedError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(error)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) {
      fields[name] = value;
    } else if (name === 'params' && Array.isArray(value)) {
      // The statement's parameters: database-errors.ts tells a failed statement by them.
      fields[name] = [];
    }
  }
  return { name: error.name, message: error.message, fields };
}

export function restoreError(carried: CarriedError): Error {
  const error = new Error(carried.message);
  error.name = carried.name;
  return Object.assign(error, carried.fields);
}
