import fs from 'node:fs';
import path from 'node:path';
import {
  removeTemporaryDirectories,
  temporaryDirectory,
} from 'api/src/kernel/testing/temporary-directories';
import { sourceHash } from './ensure-built';

/** A repository laid out as the hash reads it: a remote, shared-ui, the webpack set-up, the lock. */
function repositoryCopy(): { root: string; write(file: string, text: string): void } {
  const root = temporaryDirectory('bildbote-source-hash-');
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  write('package-lock.json', '{}');
  write('deploy/webpack/common.ts', 'export const common = 1;');
  write('shared-ui/src/components/button.tsx', 'export const Button = 1;');
  write('shared-ui/src/testing/mock-fetch.ts', 'export const mockFetch = 1;');
  write('mfe-admin/src/features/staff/staff-page.tsx', 'export const StaffPage = 1;');
  write('mfe-admin/src/features/staff/staff-page.test.tsx', 'test("a", () => undefined);');
  write('mfe-admin/src/features/staff/staff-fixtures.ts', 'export const staff = [];');
  return { root, write };
}

afterAll(removeTemporaryDirectories);

describe('the hash that decides whether a front end is built again', () => {
  it('stays the same when only a test, a test helper or a fixture changed', () => {
    const { root, write } = repositoryCopy();
    const before = sourceHash('mfe-admin', root);

    write('mfe-admin/src/features/staff/staff-page.test.tsx', 'test("b", () => undefined);');
    write('shared-ui/src/testing/mock-fetch.ts', 'export const mockFetch = 2;');
    write('mfe-admin/src/features/staff/staff-fixtures.ts', 'export const staff = [1];');
    write('mfe-admin/src/features/staff/testing/staff-kit.ts', 'export const kit = 1;');

    expect(sourceHash('mfe-admin', root)).toBe(before);
  });

  it.each([
    ['a source of the remote', 'mfe-admin/src/features/staff/staff-page.tsx'],
    ['a new source of the remote', 'mfe-admin/src/features/staff/staff-table.tsx'],
    ['the shared UI kit', 'shared-ui/src/components/button.tsx'],
    ['the webpack set-up', 'deploy/webpack/common.ts'],
    ['the locked package versions', 'package-lock.json'],
  ])('changes with %s', (_, file) => {
    const { root, write } = repositoryCopy();
    const before = sourceHash('mfe-admin', root);

    write(file, '{"changed": true}');

    expect(sourceHash('mfe-admin', root)).not.toBe(before);
  });
});
