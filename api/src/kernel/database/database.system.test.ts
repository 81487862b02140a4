import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { copyMigratedDatabaseFiles, testDatabaseTimeoutMs } from '../testing/test-database';
import { openPgliteDatabase } from './database';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bildbote-database-'));
const dataDir = path.join(root, 'db');
const lockFile = `${dataDir}.lock`;

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('the embedded database on disk', () => {
  it('refuses files another running process holds, naming the process', async () => {
    const otherProcess = process.ppid;
    fs.writeFileSync(lockFile, String(otherProcess));

    await expect(openPgliteDatabase(dataDir)).rejects.toThrow(
      `Die eingebettete Datenbank unter ${dataDir} wird bereits vom Prozess ${otherProcess} verwendet`,
    );
    expect(fs.readFileSync(lockFile, 'utf8')).toBe(String(otherProcess));
  });

  it(
    'takes over the lock of a process that ended, keeps the data, and frees it on close',
    async () => {
      const endedProcess = spawnSync(process.execPath, ['-e', '']).pid;
      fs.writeFileSync(lockFile, String(endedProcess));
      await copyMigratedDatabaseFiles(root);

      const first = await openPgliteDatabase(dataDir);
      expect(fs.readFileSync(lockFile, 'utf8')).toBe(String(process.pid));
      await first.db.execute(sql`create table kept (value text)`);
      await first.db.execute(sql`insert into kept values ('nach dem Neustart da')`);
      await first.close();
      expect(fs.existsSync(lockFile)).toBe(false);

      const second = await openPgliteDatabase(dataDir);
      const rows = await second.db.execute<{ value: string }>(sql`select value from kept`);
      await second.close();
      expect(rows.rows).toEqual([{ value: 'nach dem Neustart da' }]);
    },
    testDatabaseTimeoutMs,
  );
});
