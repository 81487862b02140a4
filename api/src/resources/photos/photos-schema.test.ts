import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { OpenedDatabase } from '../../kernel/database/database';
import { createTestDatabase, testDatabaseTimeoutMs } from '../../kernel/testing/test-database';

let database: OpenedDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
}, testDatabaseTimeoutMs);

afterAll(async () => {
  await database.close();
});

const execute = (query: ReturnType<typeof sql>) => database.db.execute(query);

async function insertPhoto(id: string): Promise<void> {
  const hash = 'a'.repeat(64);
  await execute(sql`
    insert into photos (id, proof_hash, ciphertext_hash, ciphertext_bytes, captured_at, expires_at, created_at)
    values (${id}, ${hash}, ${hash}, 1000, now(), now() + interval '6 months', now())`);
}

describe('photos migration', () => {
  it('keeps the audit trail append-only', async () => {
    const photoId = randomUUID();
    await execute(
      sql`insert into photo_audit (photo_id, event, actor, at) values (${photoId}, 'hochgeladen', 'System', now())`,
    );

    for (const change of [
      sql`update photo_audit set actor = 'x' where photo_id = ${photoId}`,
      sql`delete from photo_audit where photo_id = ${photoId}`,
      sql`truncate photo_audit`,
    ]) {
      await expect(execute(change)).rejects.toMatchObject({
        cause: { message: expect.stringMatching(/nur angefügt/) },
      });
    }
  });

  it('bills each photo once, and the eID identification still once per person', async () => {
    const [first, second] = [randomUUID(), randomUUID()];
    await insertPhoto(first);
    await insertPhoto(second);
    const transfer = (photoId: string) =>
      execute(
        sql`insert into billable_events (kind, amount_cents, photo_id) values ('photo_transfer', 75, ${photoId})`,
      );

    await transfer(first);
    await transfer(second);

    await expect(transfer(first)).rejects.toThrow();
    await expect(
      execute(sql`insert into billable_events (kind, amount_cents) values ('photo_transfer', 75)`),
    ).rejects.toThrow();
  });

  it('wants a reason for a failed check sent anyway, and a text for "other"', async () => {
    const hash = 'b'.repeat(64);
    const insert = (checkPassed: boolean | null, reason: string | null, text: string | null) =>
      execute(sql`
        insert into photos (id, proof_hash, ciphertext_hash, ciphertext_bytes, captured_at, expires_at,
                            created_at, check_passed, override_reason, override_text)
        values (${randomUUID()}, ${hash}, ${hash}, 1000, now(), now(), now(), ${checkPassed}, ${reason}, ${text})`);

    await expect(insert(false, null, null)).rejects.toThrow();
    await expect(insert(false, 'other', null)).rejects.toThrow();
    await expect(insert(true, 'medical', null)).rejects.toThrow();
    await expect(insert(false, 'other', 'Gips am Arm')).resolves.toBeDefined();
    await expect(insert(false, 'small-child', null)).resolves.toBeDefined();
    await expect(insert(null, null, null)).resolves.toBeDefined();
  });
});
