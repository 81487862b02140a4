import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseEnv } from 'node:util';
import {
  ConfigError,
  defaultCompany,
  generatedJwtSecretFile,
  loadConfig,
  readEnvironment,
} from './config';
import type { ConfigProblem } from './config';
import { removeTemporaryDirectories, temporaryDirectory } from '../testing/temporary-directories';

const secret = 'a-jwt-secret-with-at-least-32-chars!';

const licenseKeyPem = generateKeyPairSync('ed25519')
  .privateKey.export({ type: 'pkcs8', format: 'pem' })
  .toString()
  .trim();

const noTutorialVideos = {
  Profilverwaltung: null,
  Mitarbeiterverwaltung: null,
  'Software installieren': null,
  Studioverwaltung: null,
  Registrierung: null,
  'E-ID-Verifizierung': null,
};

afterAll(removeTemporaryDirectories);

function configError(env: NodeJS.ProcessEnv): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('loadConfig accepted the environment');
}

function problemsOf(env: NodeJS.ProcessEnv): ConfigProblem[] {
  return configError({ JWT_SECRET: secret, ...env }).problems;
}

describe('loadConfig', () => {
  it('runs with nothing configured but the secret: embedded database, fictitious company', () => {
    const config = loadConfig({ JWT_SECRET: secret });

    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: path.resolve('data'),
      databaseUrl: null,
      seedDemo: true,
      logLevel: 'info',
      publicUrl: 'http://localhost:8080',
      apiUrl: null,
      jwtSecret: secret,
      smtpUrl: null,
      mapboxToken: null,
      mapStyleUrl: null,
      analyticsId: null,
      homeVideoUrl: null,
      eid: null,
      s3: null,
      releasesDir: path.resolve('data', 'releases'),
      serveSourceMaps: false,
      softwareDir: null,
      licensePrivateKey: null,
      tutorialVideos: noTutorialVideos,
      company: defaultCompany,
    });
    expect(config.company.city).toBe('Kiel');
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '3000',
      HOST: '0.0.0.0',
      DATA_DIR: '/var/lib/bildbote',
      DATABASE_URL: 'postgres://bildbote:geheim@db:5432/bildbote',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'debug',
      PUBLIC_URL: 'https://bildbote.de/',
      API_URL: 'http://127.0.0.1:8081',
      TRUST_PROXY: '127.0.0.1',
      SHUTDOWN_TIMEOUT: '20',
      DATABASE_CONNECT_TIMEOUT: '3',
      DATABASE_STATEMENT_TIMEOUT: '15',
      PASSWORD_HASH_WORKERS: '4',
      JWT_SECRET: secret,
      SMTP_URL: 'smtps://user:pass@mail.example.org:465',
      MAIL_FROM: 'Bildbote <noreply@bildbote.de>',
      MAPBOX_TOKEN: 'pk.eyJ1IjoiYmlsZGJvdGUifQ.abc',
      MAP_STYLE_URL: 'https://tiles.example.org/styles/bildbote.json',
      NOMINATIM_URL: 'https://nominatim.openstreetmap.org',
      ANALYTICS_ID: 'G-ABC123DEF4',
      HOME_VIDEO_URL: 'https://cdn.example.org/home.webm',
      HOME_VIDEO_POSTER_URL: '/media/poster.webp',
      HOME_VIDEO_CAPTIONS_URL: 'https://cdn.example.org/home.de.vtt',
      EID_ISSUER: 'https://eid.example.org/realms/bildbote',
      EID_CLIENT_ID: 'bildbote',
      EID_CLIENT_SECRET: 'client-secret',
      S3_ENDPOINT: 'https://s3.example-eu.de/',
      S3_BUCKET: 'bildbote-photos',
      S3_ACCESS_KEY_ID: 'access-key',
      S3_SECRET_ACCESS_KEY: 'secret-key',
      S3_REGION: 'de-fra',
      RELEASES_DIR: '/srv/bildbote/releases',
      SERVE_SOURCE_MAPS: 'true',
      SOFTWARE_DIR: '/srv/software',
      LICENSE_PRIVATE_KEY: licenseKeyPem,
      VIDEO_URL_PROFILVERWALTUNG: 'https://videos.example.org/profil.mp4',
      VIDEO_URL_MITARBEITERVERWALTUNG: 'https://videos.example.org/mitarbeiter.mp4',
      VIDEO_URL_SOFTWARE_INSTALLIEREN: '/media/software.mp4',
      VIDEO_URL_STUDIOVERWALTUNG: 'https://videos.example.org/studio.mp4',
      VIDEO_URL_REGISTRIERUNG: 'https://videos.example.org/registrierung.mp4',
      VIDEO_URL_EID_VERIFIZIERUNG: 'https://videos.example.org/eid.mp4',
      COMPANY_NAME: 'Passbild Nord GmbH',
      COMPANY_STREET: 'Holstenstraße 5',
      COMPANY_POSTCODE: '24105',
      COMPANY_CITY: 'Kiel',
      COMPANY_EMAIL: 'info@passbild-nord.de',
      COMPANY_PHONE: '+49 431 123456',
      COMPANY_MANAGING_DIRECTOR: 'Max Muster',
      COMPANY_REGISTER_COURT: 'Amtsgericht Kiel',
      COMPANY_REGISTER_NUMBER: 'HRB 12345 KI',
      COMPANY_VAT_ID: 'DE123456789',
      COMPANY_CREDITOR_ID: 'de98 zzz0 9999 9999 99',
      COMPANY_IBAN: 'DE02 1203 0000 0000 2020 51',
      COMPANY_BIC: 'BYLADEM1001',
      COMPANY_TAX_NUMBER: '20/123/45678',
    });

    expect(config).toEqual({
      port: 3000,
      host: '0.0.0.0',
      dataDir: '/var/lib/bildbote',
      databaseUrl: 'postgres://bildbote:geheim@db:5432/bildbote',
      seedDemo: false,
      logLevel: 'debug',
      publicUrl: 'https://bildbote.de',
      apiUrl: 'http://127.0.0.1:8081',
      trustProxy: ['127.0.0.1'],
      shutdownTimeoutMs: 20_000,
      databaseTimeouts: { connectMs: 3_000, statementMs: 15_000 },
      passwordHashWorkers: 4,
      jwtSecret: secret,
      smtpUrl: 'smtps://user:pass@mail.example.org:465',
      mailFrom: 'Bildbote <noreply@bildbote.de>',
      mapboxToken: 'pk.eyJ1IjoiYmlsZGJvdGUifQ.abc',
      mapStyleUrl: 'https://tiles.example.org/styles/bildbote.json',
      nominatimUrl: 'https://nominatim.openstreetmap.org',
      analyticsId: 'G-ABC123DEF4',
      homeVideoUrl: 'https://cdn.example.org/home.webm',
      homeVideoPosterUrl: '/media/poster.webp',
      homeVideoCaptionsUrl: 'https://cdn.example.org/home.de.vtt',
      eid: {
        issuer: 'https://eid.example.org/realms/bildbote',
        clientId: 'bildbote',
        clientSecret: 'client-secret',
      },
      s3: {
        endpoint: 'https://s3.example-eu.de',
        bucket: 'bildbote-photos',
        region: 'de-fra',
        accessKeyId: 'access-key',
        secretAccessKey: 'secret-key',
      },
      releasesDir: '/srv/bildbote/releases',
      serveSourceMaps: true,
      softwareDir: '/srv/software',
      licensePrivateKey: licenseKeyPem,
      tutorialVideos: {
        Profilverwaltung: 'https://videos.example.org/profil.mp4',
        Mitarbeiterverwaltung: 'https://videos.example.org/mitarbeiter.mp4',
        'Software installieren': '/media/software.mp4',
        Studioverwaltung: 'https://videos.example.org/studio.mp4',
        Registrierung: 'https://videos.example.org/registrierung.mp4',
        'E-ID-Verifizierung': 'https://videos.example.org/eid.mp4',
      },
      company: {
        name: 'Passbild Nord GmbH',
        street: 'Holstenstraße 5',
        postcode: '24105',
        city: 'Kiel',
        email: 'info@passbild-nord.de',
        phone: '+49 431 123456',
        managingDirector: 'Max Muster',
        registerCourt: 'Amtsgericht Kiel',
        registerNumber: 'HRB 12345 KI',
        vatId: 'DE123456789',
      },
      billing: {
        creditorId: 'DE98ZZZ09999999999',
        iban: 'DE02120300000000202051',
        bic: 'BYLADEM1001',
        taxNumber: '20/123/45678',
      },
    });
  });

  it('treats empty values as unset, as in the documented .env.example', () => {
    const config = loadConfig({ JWT_SECRET: secret, PORT: '', MAPBOX_TOKEN: '  ', EID_ISSUER: '' });

    expect(config.port).toBe(8080);
    expect(config.mapboxToken).toBeNull();
    expect(config.eid).toBeNull();
  });

  it('switches the demo studios off with SEED_DEMO=false, in any case', () => {
    expect(loadConfig({ JWT_SECRET: secret, SEED_DEMO: 'FALSE' }).seedDemo).toBe(false);
    expect(loadConfig({ JWT_SECRET: secret, SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(problemsOf({ SEED_DEMO: 'nein' })).toEqual([
      { variable: 'SEED_DEMO', message: 'muss true oder false sein (erhalten: nein)' },
    ]);
  });

  it('derives the public URL from the port', () => {
    expect(loadConfig({ JWT_SECRET: secret, PORT: '9000' }).publicUrl).toBe(
      'http://localhost:9000',
    );
  });

  it.each([
    ['PORT', 'abc', 'PORT: muss eine Zahl zwischen 1 und 65535 sein (erhalten: abc)'],
    ['PORT', '70000', 'PORT: muss eine Zahl zwischen 1 und 65535 sein (erhalten: 70000)'],
    ['HOST', 'local host', 'HOST: muss eine IP-Adresse oder ein Rechnername sein'],
    ['LOG_LEVEL', 'loud', 'LOG_LEVEL: muss einer der Werte fatal, error, warn, info, debug'],
    ['PUBLIC_URL', 'bildbote.de', 'PUBLIC_URL: muss eine http- oder https-URL sein'],
    ['PUBLIC_URL', 'https://bildbote.de/?a=1', 'PUBLIC_URL: darf weder Abfrage'],
    ['API_URL', 'ftp://api', 'API_URL: muss eine http- oder https-URL sein'],
    ['DATABASE_URL', 'mysql://db/bildbote', 'DATABASE_URL: muss eine PostgreSQL-URL sein'],
    ['SMTP_URL', 'mail.example.org', 'SMTP_URL: muss eine SMTP-URL sein'],
    ['MAIL_FROM', 'Bildbote', 'MAIL_FROM: muss eine E-Mail-Adresse oder'],
    ['MAPBOX_TOKEN', 'sk.secret', 'MAPBOX_TOKEN: muss ein öffentliches Mapbox-Token sein'],
    ['MAP_STYLE_URL', 'style.json', 'MAP_STYLE_URL: muss eine http- oder https-URL oder ein Pfad'],
    ['NOMINATIM_URL', 'nominatim', 'NOMINATIM_URL: muss eine http- oder https-URL sein'],
    ['ANALYTICS_ID', 'UA-1234-1', 'ANALYTICS_ID: muss eine Google-Analytics- oder Tag-Manager-ID'],
    [
      'HOME_VIDEO_URL',
      'video.webm',
      'HOME_VIDEO_URL: muss eine http- oder https-URL oder ein Pfad',
    ],
    ['HOME_VIDEO_POSTER_URL', '//cdn/p.webp', 'HOME_VIDEO_POSTER_URL: muss eine http- oder'],
    ['COMPANY_POSTCODE', '2410', 'COMPANY_POSTCODE: muss eine fünfstellige Postleitzahl sein'],
    [
      'COMPANY_EMAIL',
      'kontakt',
      'COMPANY_EMAIL: muss eine E-Mail-Adresse sein (erhalten: kontakt)',
    ],
    ['COMPANY_PHONE', 'ruf an', 'COMPANY_PHONE: muss eine Telefonnummer sein'],
    ['COMPANY_VAT_ID', 'DE12', 'COMPANY_VAT_ID: muss eine deutsche USt-IdNr. sein'],
    [
      'COMPANY_CREDITOR_ID',
      'DE97ZZZ09999999999',
      'COMPANY_CREDITOR_ID: muss eine deutsche Gläubiger-Identifikationsnummer mit gültiger Prüfziffer sein',
    ],
    ['COMPANY_IBAN', 'DE89370400440532013001', 'COMPANY_IBAN: muss eine gültige IBAN sein'],
    ['COMPANY_BIC', 'COBA', 'COMPANY_BIC: muss eine BIC sein'],
    [
      'VIDEO_URL_REGISTRIERUNG',
      'registrierung.mp4',
      'VIDEO_URL_REGISTRIERUNG: muss eine http- oder https-URL oder ein Pfad',
    ],
    [
      'LICENSE_PRIVATE_KEY',
      'kein-schluessel',
      'LICENSE_PRIVATE_KEY: muss ein privater Ed25519-Schlüssel im PEM-Format sein',
    ],
    [
      'JWT_SECRET',
      'kurz',
      'JWT_SECRET: muss mindestens 32 Zeichen lang sein (erhalten: 4 Zeichen)',
    ],
  ])('reports %s=%j with a German explanation', (variable, value, expected) => {
    const problems = problemsOf({ [variable]: value });

    expect(problems).toHaveLength(1);
    expect(`${problems[0]?.variable}: ${problems[0]?.message}`).toContain(expected);
  });

  it('reports every bad variable at once, each on its own line of the message', () => {
    const error = configError({
      PORT: 'abc',
      COMPANY_POSTCODE: '1',
      LOG_LEVEL: 'laut',
      JWT_SECRET: 'kurz',
    });

    expect(error.problems.map((p) => p.variable)).toEqual([
      'PORT',
      'COMPANY_POSTCODE',
      'LOG_LEVEL',
      'JWT_SECRET',
    ]);
    expect(error.message.split('\n')).toEqual([
      'Die Konfiguration ist ungültig:',
      '- PORT: muss eine Zahl zwischen 1 und 65535 sein (erhalten: abc)',
      '- COMPANY_POSTCODE: muss eine fünfstellige Postleitzahl sein (erhalten: 1)',
      '- LOG_LEVEL: muss einer der Werte fatal, error, warn, info, debug, trace, silent sein (erhalten: laut)',
      '- JWT_SECRET: muss mindestens 32 Zeichen lang sein (erhalten: 4 Zeichen)',
    ]);
  });

  it('never repeats secrets or connection URLs in its messages', () => {
    const error = configError({
      JWT_SECRET: 'geheim-aber-kurz',
      DATABASE_URL: 'mysql://u:dbpasswort@db/x',
      SMTP_URL: 'http://u:smtppasswort@mail',
      MAPBOX_TOKEN: 'sk.geheimes-token',
    });

    expect(error.problems).toHaveLength(4);
    for (const leaked of ['geheim-aber-kurz', 'dbpasswort', 'smtppasswort', 'geheimes-token']) {
      expect(error.message).not.toContain(leaked);
    }
  });

  it('reads a licence key written on one line with \\n escapes', () => {
    const oneLine = licenseKeyPem.replace(/\n/g, '\\n');

    const config = loadConfig({ JWT_SECRET: secret, LICENSE_PRIVATE_KEY: oneLine });

    expect(config.licensePrivateKey).toBe(licenseKeyPem);
  });

  it('refuses a licence key of another type without repeating it', () => {
    const rsaKey = generateKeyPairSync('rsa', { modulusLength: 1024 })
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString();

    const error = configError({ JWT_SECRET: secret, LICENSE_PRIVATE_KEY: rsaKey });

    expect(error.problems.map((p) => p.variable)).toEqual(['LICENSE_PRIVATE_KEY']);
    expect(error.message).not.toContain(rsaKey.split('\n')[1]);
  });

  it('wants the three eID variables together and names each missing one', () => {
    const problems = problemsOf({ EID_CLIENT_ID: 'bildbote' });

    expect(problems.map((p) => p.variable)).toEqual(['EID_ISSUER', 'EID_CLIENT_SECRET']);
    expect(problems[0]?.message).toContain('alle drei oder keiner');
  });

  it('wants the S3 bucket and both keys together, keeps the photos in the EU by default', () => {
    const problems = problemsOf({ S3_BUCKET: 'photos', S3_SECRET_ACCESS_KEY: 'secret-key' });

    expect(problems.map((p) => p.variable)).toEqual(['S3_ACCESS_KEY_ID']);
    expect(problems[0]?.message).not.toContain('secret-key');
    const config = loadConfig({
      JWT_SECRET: secret,
      S3_BUCKET: 'photos',
      S3_ACCESS_KEY_ID: 'access-key',
      S3_SECRET_ACCESS_KEY: 'secret-key',
    });
    expect(config.s3).toEqual({
      endpoint: null,
      bucket: 'photos',
      region: 'eu-central-1',
      accessKeyId: 'access-key',
      secretAccessKey: 'secret-key',
    });
  });

  describe('without JWT_SECRET', () => {
    it('generates a secret once under DATA_DIR and keeps it across restarts', () => {
      const dataDir = temporaryDirectory('bildbote-config-');

      const first = loadConfig({ DATA_DIR: dataDir });
      const second = loadConfig({ DATA_DIR: dataDir });

      expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
      expect(second.jwtSecret).toBe(first.jwtSecret);
      const file = path.join(dataDir, generatedJwtSecretFile);
      expect(fs.readFileSync(file, 'utf8')).toBe(first.jwtSecret);
      expect(fs.statSync(file).mode & 0o077).toBe(0);
      expect(fs.readdirSync(dataDir)).toEqual([generatedJwtSecretFile]);
    });

    it('reports a DATA_DIR it cannot write to', () => {
      const blocker = path.join(temporaryDirectory('bildbote-config-'), 'a-file');
      fs.writeFileSync(blocker, '');

      const problems = problemsOf({ JWT_SECRET: undefined, DATA_DIR: path.join(blocker, 'data') });

      expect(problems.map((p) => p.variable)).toEqual(['JWT_SECRET']);
      expect(problems[0]?.message).toContain('ließ sich kein Schlüssel speichern');
    });
  });
});

describe('readEnvironment', () => {
  it('adds the .env file of the working directory, the environment winning', () => {
    const cwd = temporaryDirectory('bildbote-config-');
    fs.writeFileSync(path.join(cwd, '.env'), 'PORT=9001\nCOMPANY_CITY="Lübeck"\n');

    const env = readEnvironment({ PORT: '9002' }, cwd);

    expect(env.PORT).toBe('9002');
    expect(env.COMPANY_CITY).toBe('Lübeck');
  });

  it('is the environment itself when there is no .env file', () => {
    const env = { PORT: '9003' };

    expect(readEnvironment(env, temporaryDirectory('bildbote-config-'))).toBe(env);
  });
});

describe('.env.example', () => {
  const example = fs.readFileSync(path.join(__dirname, '../../../../.env.example'), 'utf8');

  it('documents every variable the configuration reads', () => {
    const read = new Set<string>();
    const recordingEnv = new Proxy<NodeJS.ProcessEnv>(
      { JWT_SECRET: secret },
      {
        get: (target, name) => {
          if (typeof name === 'string') read.add(name);
          return target[name as string];
        },
      },
    );

    loadConfig(recordingEnv);

    const documented = Object.keys(parseEnv(example));
    expect([...read].sort()).toEqual([...documented].sort());
  });

  it('is itself a valid configuration: the local defaults', () => {
    const config = loadConfig({
      ...parseEnv(example),
      DATA_DIR: temporaryDirectory('bildbote-config-'),
    });

    expect(config.company).toEqual(defaultCompany);
    expect(config).toMatchObject({ port: 8080, host: '127.0.0.1', databaseUrl: null });
  });
});

describe('operation settings (issue 20)', () => {
  it('defaults: no proxy trusted, 10 s to shut down, 5 s database timeouts, a core left free of hashing', () => {
    expect(loadConfig({ JWT_SECRET: secret })).toMatchObject({
      trustProxy: false,
      shutdownTimeoutMs: 10_000,
      databaseTimeouts: { connectMs: 5_000, statementMs: 5_000 },
      passwordHashWorkers: Math.max(1, os.availableParallelism() - 1),
    });
  });

  it('reads a hop count or a list of addresses and ranges as TRUST_PROXY', () => {
    expect(loadConfig({ JWT_SECRET: secret, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ JWT_SECRET: secret, TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(
      loadConfig({ JWT_SECRET: secret, TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,fd00::/8' }).trustProxy,
    ).toEqual(['10.0.0.0/8', '127.0.0.1', 'fd00::/8']);
  });

  it('reads durations in seconds', () => {
    expect(
      loadConfig({
        JWT_SECRET: secret,
        SHUTDOWN_TIMEOUT: '30',
        DATABASE_CONNECT_TIMEOUT: '2.5',
        DATABASE_STATEMENT_TIMEOUT: '60',
      }),
    ).toMatchObject({
      shutdownTimeoutMs: 30_000,
      databaseTimeouts: { connectMs: 2_500, statementMs: 60_000 },
    });
  });

  it('refuses DATABASE_URL without the secrets every process must share, naming each', () => {
    const problems = configError({ DATABASE_URL: 'postgres://db/bildbote' }).problems;
    expect(problems.map((problem) => problem.variable)).toEqual([
      'JWT_SECRET',
      'LICENSE_PRIVATE_KEY',
    ]);
    expect(problems[0]?.message).toContain('muss gesetzt sein, wenn DATABASE_URL gesetzt ist');
    expect(
      loadConfig({
        DATABASE_URL: 'postgres://db/bildbote',
        JWT_SECRET: secret,
        LICENSE_PRIVATE_KEY: licenseKeyPem,
      }).databaseUrl,
    ).toBe('postgres://db/bildbote');
  });

  it('names every wrong value', () => {
    expect(
      problemsOf({
        TRUST_PROXY: 'true',
        SHUTDOWN_TIMEOUT: '0',
        DATABASE_CONNECT_TIMEOUT: 'fünf',
        DATABASE_STATEMENT_TIMEOUT: '-1',
        PASSWORD_HASH_WORKERS: '0',
      }).map((problem) => problem.variable),
    ).toEqual([
      'TRUST_PROXY',
      'SHUTDOWN_TIMEOUT',
      'DATABASE_CONNECT_TIMEOUT',
      'DATABASE_STATEMENT_TIMEOUT',
      'PASSWORD_HASH_WORKERS',
    ]);
    expect(problemsOf({ TRUST_PROXY: '10.0.0.0/33' })[0]?.message).toContain(
      'Liste von IP-Adressen und CIDR-Bereichen',
    );
  });
});
