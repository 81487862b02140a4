import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import YAML from 'yaml';
import { loadConfig } from 'api/src/kernel/config/config';
import { repositoryRoot } from './workspaces';

/**
 * deploy/compose.yaml and deploy/Dockerfile cannot be run here (no images); these checks keep
 * them consistent with the code: every variable the Bildbote services set is one the
 * configuration reads, and the values make a valid configuration.
 */
interface ComposeService {
  image?: string;
  command?: string[];
  environment?: Record<string, string>;
  depends_on?: Record<string, unknown> | string[];
}

const deployDir = path.join(repositoryRoot, 'deploy');
const compose = YAML.parse(fs.readFileSync(path.join(deployDir, 'compose.yaml'), 'utf8'), {
  merge: true,
}) as { services: Record<string, ComposeService> };
const bildboteServices = Object.entries(compose.services).filter(
  ([, service]) => service.image === 'bildbote:latest',
);

const licenseKey = generateKeyPairSync('ed25519')
  .privateKey.export({ type: 'pkcs8', format: 'pem' })
  .toString()
  .replace(/\n/g, '\\n');

/** `${NAME:-default}` → default, `${NAME:?message}` → a value a user would set. */
function interpolate(value: string): string {
  const secrets: Record<string, string> = {
    POSTGRES_PASSWORD: 'postgres-passwort',
    MINIO_PASSWORD: 'minio-passwort',
    JWT_SECRET: 'ein-geheimnis-mit-mindestens-zweiunddreissig-zeichen',
    LICENSE_PRIVATE_KEY: licenseKey,
  };
  return value.replace(/\$\{([A-Z_]+)(?::([-?])([^}]*))?\}/g, (_match, name: string, kind, rest) =>
    kind === '-' ? String(rest) : (secrets[name] ?? ''),
  );
}

test('compose.yaml has PostgreSQL, an S3-compatible store, two API processes and the gateway', () => {
  expect(Object.keys(compose.services)).toEqual(
    expect.arrayContaining(['postgres', 'minio', 'api-1', 'api-2', 'gateway']),
  );
  expect(bildboteServices.map(([name]) => name).sort()).toEqual(['api-1', 'api-2', 'gateway']);
  for (const name of ['api-1', 'api-2']) {
    expect(compose.services[name]?.command?.at(-1)).toBe('api/src/server.ts');
  }
  // The balancer in front of the API processes names each of them.
  const haproxy = fs.readFileSync(path.join(deployDir, 'haproxy.cfg'), 'utf8');
  expect(haproxy).toMatch(/^\s*server api-1 api-1:8081$/m);
  expect(haproxy).toMatch(/^\s*server api-2 api-2:8081$/m);
  expect(compose.services.gateway?.environment?.API_URL).toBe('http://api-balancer:8081');
});

test.each(bildboteServices)(
  '%s sets only variables the configuration reads, and they make a valid configuration',
  (_name, service) => {
    const environment = Object.fromEntries(
      Object.entries(service.environment ?? {}).map(([name, value]) => [
        name,
        interpolate(String(value)),
      ]),
    );
    const read = new Set<string>();
    // The image's own ENV (deploy/Dockerfile) comes on top: DATA_DIR=/data, here a temporary folder.
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bildbote-compose-'));
    const recording = new Proxy<NodeJS.ProcessEnv>(
      { ...environment, DATA_DIR: dataDir },
      {
        get: (target, name) => {
          if (typeof name === 'string') read.add(name);
          return target[name as string];
        },
      },
    );

    try {
      const config = loadConfig(recording);
      expect(Object.keys(environment).filter((name) => !read.has(name))).toEqual([]);
      expect(config.host).toBe('0.0.0.0');
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  },
);

test('the Dockerfile builds in stages, installs production dependencies only and runs as non-root', () => {
  const dockerfile = fs.readFileSync(path.join(deployDir, 'Dockerfile'), 'utf8');
  expect(dockerfile.match(/^FROM /gm)?.length).toBeGreaterThanOrEqual(3);
  expect(dockerfile).toMatch(/npm ci --omit=dev/);
  expect(dockerfile).toMatch(/^USER node$/m);
  // The last stage (the image) has no full `npm ci` and runs node directly, not npm.
  const runtime = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
  expect(runtime).not.toMatch(/npm (ci|install)/);
  expect(runtime).toMatch(/^CMD \["node", /m);
  // The file the build stage runs exists.
  expect(fs.existsSync(path.join(deployDir, 'src', 'cli', 'build-all.ts'))).toBe(true);
});
