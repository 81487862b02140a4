import { buildApp } from '../../app';
import { createTestConfig } from '../testing/test-config';
import { createTestDatabase, testDatabaseTimeoutMs } from '../testing/test-database';
import type { OpenedDatabase } from '../database/database';
import { permissionsPolicy } from './permissions-policy';

describe('permissionsPolicy', () => {
  it('allows camera and geolocation for the site itself and switches the rest off', () => {
    const directives = permissionsPolicy.split(', ');

    expect(directives).toEqual(expect.arrayContaining(['camera=(self)', 'geolocation=(self)']));
    for (const feature of ['microphone', 'payment', 'usb', 'serial', 'hid', 'midi']) {
      expect(directives).toContain(`${feature}=()`);
    }
    expect(directives).toContain('display-capture=()');
    expect(directives.filter((directive) => !directive.endsWith('=()'))).toEqual([
      'camera=(self)',
      'geolocation=(self)',
    ]);
  });
});

describe('the header on API answers', () => {
  let database: OpenedDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  }, testDatabaseTimeoutMs);
  afterAll(() => database.close());

  it('is sent on answers, errors and not-found included', async () => {
    const app = await buildApp({ config: createTestConfig(), database });
    try {
      for (const url of ['/api/health', '/api/unbekannt', '/api/photobooth/profile/', '/x']) {
        const response = await app.inject({ method: 'GET', url });
        expect(response.headers['permissions-policy']).toBe(permissionsPolicy);
      }
    } finally {
      await app.close();
    }
  });
});
