import { createPrivateKey, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { isIP } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { isValidIBAN } from 'ibantools';
import { tutorialVideos } from 'shared-ui/site/site-config';
import type { CompanyInfo, TutorialVideo } from 'shared-ui/site/site-config';

/**
 * Configuration of the API (and of the gateway that mounts it), read from environment
 * variables. Every variable is documented in the root `.env.example`; an empty value counts
 * as unset, so the example can list optional variables without switching them on.
 */
export interface AppConfig {
  port: number;
  host: string;
  /** Absolute path; holds the PGlite database, uploads, the mail outbox and generated secrets. */
  dataDir: string;
  /** PostgreSQL connection URL; null means the embedded PGlite database under `dataDir`. */
  databaseUrl: string | null;
  /** An empty embedded database gets the demo studios at start (SEED_DEMO=false: none). */
  seedDemo: boolean;
  logLevel: LogLevel;
  /** Base URL of the site without trailing slash, e.g. `https://bildbote.de`. */
  publicUrl: string;
  /** Where the gateway proxies `/api` to; null means the API runs inside the gateway. */
  apiUrl: string | null;
  /**
   * Which peers may name the client in `X-Forwarded-For` (Fastify's `trustProxy`): false
   * (nobody, the socket's address counts), a hop count, or addresses and CIDR ranges.
   */
  trustProxy: TrustProxy;
  /** How long a shutdown waits for requests in flight before it gives up (SHUTDOWN_TIMEOUT). */
  shutdownTimeoutMs: number;
  /** Limits of a PostgreSQL connection attempt and of one statement; a dead database answers fast. */
  databaseTimeouts: DatabaseTimeouts;
  /** Worker threads that hash passwords, at most that many hashes at once (default 2). */
  passwordHashWorkers: number;
  jwtSecret: string;
  /** SMTP connection URL for nodemailer; null means mails go to the outbox under `dataDir`. */
  smtpUrl: string | null;
  mailFrom: string;
  mapboxToken: string | null;
  /**
   * A self-hosted MapLibre style (style JSON, URL or path on this site); when set the finder's
   * map is drawn with MapLibre from it instead of Mapbox.
   */
  mapStyleUrl: string | null;
  nominatimUrl: string | null;
  analyticsId: string | null;
  /** Absolute URL or a path on this site. */
  homeVideoUrl: string | null;
  homeVideoPosterUrl: string | null;
  /** German captions of the home video (WebVTT), for visitors who cannot hear it. */
  homeVideoCaptionsUrl: string | null;
  /** External OpenID Connect provider for the eID check; null means the local test provider. */
  eid: EidConfig | null;
  /** S3-compatible object store of the photos' ciphertext; null: files under `$DATA_DIR/photos`. */
  s3: S3Config | null;
  /** Release store of the front-end remotes (deploy/): `$DATA_DIR/releases` unless set. */
  releasesDir: string;
  /** Whether the gateway sends source maps (`*.map`); they stay in the release store either way. */
  serveSourceMaps: boolean;
  /** Folder with the installers of the studio software: `windows/*.exe`, `mac/*.dmg`. */
  softwareDir: string | null;
  /** PEM (PKCS#8) Ed25519 key that signs licence keys; null: generated once under `dataDir`. */
  licensePrivateKey: string | null;
  /** URL (or site path) of each tutorial video of /videos; null: not configured. */
  tutorialVideos: Record<TutorialVideo, string | null>;
  company: CompanyInfo;
  /** The platform as SEPA creditor and invoice issuer (issue 19). */
  billing: BillingConfig;
}

export interface BillingConfig {
  /** Gläubiger-Identifikationsnummer of the SEPA direct debits, e.g. `DE98ZZZ09999999999`. */
  creditorId: string;
  /** The account the debits are collected to and transfers are paid to (electronic format). */
  iban: string;
  bic: string;
  /** Steuernummer printed on invoices besides the VAT id; null: only the VAT id. */
  taxNumber: string | null;
}

export type TrustProxy = false | number | string[];

export interface DatabaseTimeouts {
  connectMs: number;
  statementMs: number;
}

export interface EidConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export interface S3Config {
  /** URL of a non-AWS store (path-style addressing); null: AWS itself. */
  endpoint: string | null;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** Frankfurt: the photos stay in the EU when S3_REGION is left out. */
export const defaultS3Region = 'eu-central-1';

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

export interface ConfigProblem {
  variable: string;
  message: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: ConfigProblem[]) {
    super(
      [
        'Die Konfiguration ist ungültig:',
        ...problems.map((p) => `- ${p.variable}: ${p.message}`),
      ].join('\n'),
    );
    this.name = 'ConfigError';
  }
}

/** The fictitious company shown in footer and legal pages until real data is configured. */
export const defaultCompany: CompanyInfo = {
  name: 'Bildbote GmbH',
  street: 'Musterstraße 1',
  postcode: '24103',
  city: 'Kiel',
  email: 'kontakt@bildbote.example',
  phone: '+49 431 000000',
  managingDirector: 'Erika Mustermann',
  registerCourt: 'Amtsgericht Kiel',
  registerNumber: 'HRB 00000 KI',
  vatId: 'DE000000000',
};

/** The Bundesbank's example creditor id and a well-known test account: fictitious like the company. */
export const defaultBilling: BillingConfig = {
  creditorId: 'DE98ZZZ09999999999',
  iban: 'DE89370400440532013000',
  bic: 'COBADEFFXXX',
  taxNumber: null,
};

const defaultPort = 8080;
const defaultShutdownTimeoutSeconds = 10;
/**
 * Password hashes (argon2id, CPU-bound) use every core but one: the event loop keeps a core for
 * files, probes and other requests (measured with `bench-production.ts` on 2 cores: probe p99
 * 10-22 ms with 2 workers, 6-13 ms with 1, at 20 % fewer logins per second).
 */
export const defaultPasswordHashWorkers = Math.max(1, os.availableParallelism() - 1);
const defaultDatabaseTimeoutSeconds = 5;
const minJwtSecretLength = 32;
/** The variable that configures each tutorial video of /videos. */
export const tutorialVideoVariables: Record<TutorialVideo, string> = {
  Profilverwaltung: 'VIDEO_URL_PROFILVERWALTUNG',
  Mitarbeiterverwaltung: 'VIDEO_URL_MITARBEITERVERWALTUNG',
  'Software installieren': 'VIDEO_URL_SOFTWARE_INSTALLIEREN',
  Studioverwaltung: 'VIDEO_URL_STUDIOVERWALTUNG',
  Registrierung: 'VIDEO_URL_REGISTRIERUNG',
  'E-ID-Verifizierung': 'VIDEO_URL_EID_VERIFIZIERUNG',
};

/** File under DATA_DIR that keeps the generated token secret across restarts. */
export const generatedJwtSecretFile = 'jwt-secret';

const emailPattern = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;
const mailboxPattern = /^[^<>]*<([^\s@<>]+@[^\s@<>]+\.[^\s@<>]+)>$/;
const hostnamePattern = /^[a-zA-Z0-9]([a-zA-Z0-9.-]*[a-zA-Z0-9])?$/;
const analyticsIdPattern = /^(G|GTM)-[A-Z0-9]{4,16}$/;
const mapboxTokenPattern = /^pk\.[A-Za-z0-9._-]+$/;
const phonePattern = /^\+?[0-9][0-9 ()/-]{4,}$/;
const vatIdPattern = /^DE[0-9]{9}$/;

/**
 * The process environment plus the `.env` file of the working directory, when there is one.
 * Variables already set in the environment win over the file.
 */
export function readEnvironment(
  env: NodeJS.ProcessEnv = process.env,
  cwd: string = process.cwd(),
): NodeJS.ProcessEnv {
  const file = path.join(cwd, '.env');
  if (!fs.existsSync(file)) return env;
  return { ...parseEnv(fs.readFileSync(file, 'utf8')), ...env };
}

/**
 * Reads and checks every variable; collects all problems and throws one `ConfigError` listing
 * them. When JWT_SECRET is unset, a random secret is generated once and kept under DATA_DIR.
 */
export function loadConfig(env: NodeJS.ProcessEnv): AppConfig {
  const reader = new EnvReader(env);

  const port = reader.port('PORT', defaultPort);
  const host = reader.host('HOST', '127.0.0.1');
  const dataDir = path.resolve(reader.text('DATA_DIR') ?? './data');
  const publicUrl = reader.httpUrl('PUBLIC_URL', { base: true }) ?? `http://localhost:${port}`;
  const eid = reader.eid();
  const company: CompanyInfo = {
    name: reader.text('COMPANY_NAME') ?? defaultCompany.name,
    street: reader.text('COMPANY_STREET') ?? defaultCompany.street,
    postcode:
      reader.matching(
        'COMPANY_POSTCODE',
        /^[0-9]{5}$/,
        'muss eine fünfstellige Postleitzahl sein',
      ) ?? defaultCompany.postcode,
    city: reader.text('COMPANY_CITY') ?? defaultCompany.city,
    email: reader.email('COMPANY_EMAIL') ?? defaultCompany.email,
    phone:
      reader.matching(
        'COMPANY_PHONE',
        phonePattern,
        'muss eine Telefonnummer sein (Ziffern, Leerzeichen, + ( ) / -)',
      ) ?? defaultCompany.phone,
    managingDirector: reader.text('COMPANY_MANAGING_DIRECTOR') ?? defaultCompany.managingDirector,
    registerCourt: reader.text('COMPANY_REGISTER_COURT') ?? defaultCompany.registerCourt,
    registerNumber: reader.text('COMPANY_REGISTER_NUMBER') ?? defaultCompany.registerNumber,
    vatId:
      reader.matching(
        'COMPANY_VAT_ID',
        vatIdPattern,
        'muss eine deutsche USt-IdNr. sein (DE und neun Ziffern)',
      ) ?? defaultCompany.vatId,
  };

  const config: Omit<AppConfig, 'jwtSecret'> = {
    port,
    host,
    dataDir,
    databaseUrl: reader.databaseUrl('DATABASE_URL'),
    seedDemo: reader.flag('SEED_DEMO') ?? true,
    logLevel: reader.oneOf('LOG_LEVEL', logLevels) ?? 'info',
    publicUrl,
    apiUrl: reader.httpUrl('API_URL', { base: true }),
    trustProxy: reader.trustProxy('TRUST_PROXY'),
    shutdownTimeoutMs:
      reader.seconds('SHUTDOWN_TIMEOUT', defaultShutdownTimeoutSeconds, { max: 600 }) * 1000,
    databaseTimeouts: {
      connectMs:
        reader.seconds('DATABASE_CONNECT_TIMEOUT', defaultDatabaseTimeoutSeconds, { max: 600 }) *
        1000,
      statementMs:
        reader.seconds('DATABASE_STATEMENT_TIMEOUT', defaultDatabaseTimeoutSeconds, {
          max: 3600,
        }) * 1000,
    },
    passwordHashWorkers: reader.count('PASSWORD_HASH_WORKERS', defaultPasswordHashWorkers, {
      max: 64,
    }),
    smtpUrl: reader.smtpUrl('SMTP_URL'),
    mailFrom: reader.mailbox('MAIL_FROM') ?? 'Bildbote <no-reply@bildbote.example>',
    mapboxToken: reader.mapboxToken('MAPBOX_TOKEN'),
    mapStyleUrl: reader.urlOrPath('MAP_STYLE_URL'),
    nominatimUrl: reader.httpUrl('NOMINATIM_URL', { base: true }),
    analyticsId: reader.matching(
      'ANALYTICS_ID',
      analyticsIdPattern,
      'muss eine Google-Analytics- oder Tag-Manager-ID sein (z. B. G-ABC123DEF4 oder GTM-ABC1234)',
    ),
    homeVideoUrl: reader.urlOrPath('HOME_VIDEO_URL'),
    homeVideoPosterUrl: reader.urlOrPath('HOME_VIDEO_POSTER_URL'),
    homeVideoCaptionsUrl: reader.urlOrPath('HOME_VIDEO_CAPTIONS_URL'),
    eid,
    s3: reader.s3(),
    releasesDir: reader.directory('RELEASES_DIR') ?? path.join(dataDir, 'releases'),
    serveSourceMaps: reader.flag('SERVE_SOURCE_MAPS') ?? false,
    softwareDir: reader.directory('SOFTWARE_DIR'),
    licensePrivateKey: reader.ed25519PrivateKey('LICENSE_PRIVATE_KEY'),
    tutorialVideos: Object.fromEntries(
      tutorialVideos.map((video) => [video, reader.urlOrPath(tutorialVideoVariables[video])]),
    ) as Record<TutorialVideo, string | null>,
    company,
    billing: {
      creditorId: reader.creditorId('COMPANY_CREDITOR_ID') ?? defaultBilling.creditorId,
      iban: reader.iban('COMPANY_IBAN') ?? defaultBilling.iban,
      bic:
        reader.matching(
          'COMPANY_BIC',
          /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/,
          'muss eine BIC sein (8 oder 11 Zeichen, z. B. COBADEFFXXX)',
        ) ?? defaultBilling.bic,
      taxNumber: reader.text('COMPANY_TAX_NUMBER'),
    },
  };
  // Secrets generated into DATA_DIR would differ per machine once several processes share one
  // PostgreSQL: a token or licence signed on one would be refused by the others.
  if (config.databaseUrl !== null) reader.sharedSecretsSet(['JWT_SECRET', 'LICENSE_PRIVATE_KEY']);
  const jwtSecret = reader.jwtSecret('JWT_SECRET', dataDir);

  if (reader.problems.length > 0 || jwtSecret === null) throw new ConfigError(reader.problems);
  return { ...config, jwtSecret };
}

/**
 * The configuration of a process started from the shell (`npm start`, the API on its own, the
 * operator command): environment and `.env`, or the problems on stderr and exit code 1.
 */
export function loadConfigOrExit(): AppConfig {
  try {
    return loadConfig(readEnvironment());
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}

/** Reads single variables; each reader records a problem instead of throwing. */
class EnvReader {
  readonly problems: ConfigProblem[] = [];

  constructor(private readonly env: NodeJS.ProcessEnv) {}

  text(name: string): string | null {
    const value = this.env[name]?.trim();
    return value ? value : null;
  }

  port(name: string, fallback: number): number {
    const value = this.text(name);
    if (value === null) return fallback;
    const port = Number(value);
    if (/^[0-9]+$/.test(value) && port >= 1 && port <= 65535) return port;
    this.report(name, `muss eine Zahl zwischen 1 und 65535 sein (erhalten: ${value})`);
    return fallback;
  }

  host(name: string, fallback: string): string {
    const value = this.text(name);
    if (value === null) return fallback;
    if (isIP(value) !== 0 || hostnamePattern.test(value)) return value;
    this.report(name, `muss eine IP-Adresse oder ein Rechnername sein (erhalten: ${value})`);
    return fallback;
  }

  oneOf<T extends string>(name: string, allowed: readonly T[]): T | null {
    const value = this.text(name);
    if (value === null) return null;
    const match = allowed.find((candidate) => candidate === value);
    if (match) return match;
    this.report(name, `muss einer der Werte ${allowed.join(', ')} sein (erhalten: ${value})`);
    return null;
  }

  flag(name: string): boolean | null {
    const value = this.text(name)?.toLowerCase() ?? null;
    if (value === null) return null;
    if (value === 'true' || value === 'false') return value === 'true';
    this.report(name, `muss true oder false sein (erhalten: ${value})`);
    return null;
  }

  /** A duration in seconds (fractions allowed), above 0 and at most `max`. */
  seconds(name: string, fallback: number, { max }: { max: number }): number {
    const value = this.text(name);
    if (value === null) return fallback;
    const seconds = Number(value);
    if (/^[0-9]+(\.[0-9]+)?$/.test(value) && seconds > 0 && seconds <= max) return seconds;
    this.report(
      name,
      `muss eine Dauer in Sekunden über 0 und höchstens ${max} sein, z. B. 5 oder 0.5 (erhalten: ${value})`,
    );
    return fallback;
  }

  /** A whole number from 1 to `max`. */
  count(name: string, fallback: number, { max }: { max: number }): number {
    const value = this.text(name);
    if (value === null) return fallback;
    const count = Number(value);
    if (/^[0-9]+$/.test(value) && count >= 1 && count <= max) return count;
    this.report(name, `muss eine ganze Zahl von 1 bis ${max} sein (erhalten: ${value})`);
    return fallback;
  }

  /**
   * Off (empty, `false`, `0`), a hop count (`1`: the one proxy in front, e.g. the gateway), or a
   * comma-separated list of addresses and CIDR ranges (`10.0.0.0/8, 127.0.0.1`). `true` is
   * refused: trusting every peer lets any client choose the address its limits count against.
   */
  trustProxy(name: string): TrustProxy {
    const value = this.text(name);
    if (value === null || value.toLowerCase() === 'false' || value === '0') return false;
    if (/^[0-9]+$/.test(value)) {
      const hops = Number(value);
      if (hops <= 10) return hops;
    } else {
      const entries = value.split(',').map((entry) => entry.trim());
      if (entries.every(isAddressOrRange)) return entries;
    }
    this.report(
      name,
      `muss false, eine Anzahl vertrauenswürdiger Proxys (1–10) oder eine Liste von IP-Adressen und CIDR-Bereichen sein, z. B. 10.0.0.0/8, 127.0.0.1 (erhalten: ${value})`,
    );
    return false;
  }

  matching(name: string, pattern: RegExp, explanation: string): string | null {
    const value = this.text(name);
    if (value === null) return null;
    if (pattern.test(value)) return value;
    this.report(name, `${explanation} (erhalten: ${value})`);
    return null;
  }

  email(name: string): string | null {
    return this.matching(name, emailPattern, 'muss eine E-Mail-Adresse sein');
  }

  /** A plain address or `Name <address>`. */
  mailbox(name: string): string | null {
    const value = this.text(name);
    if (value === null) return null;
    if (emailPattern.test(value) || mailboxPattern.test(value)) return value;
    this.report(
      name,
      `muss eine E-Mail-Adresse oder „Name <adresse@beispiel.de>“ sein (erhalten: ${value})`,
    );
    return null;
  }

  /** An http(s) URL; `base` ones are returned without trailing slash for joining paths. */
  httpUrl(name: string, { base }: { base: boolean }): string | null {
    const value = this.text(name);
    if (value === null) return null;
    const url = parseUrl(value);
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
      this.report(name, `muss eine http- oder https-URL sein (erhalten: ${value})`);
      return null;
    }
    if (base && (url.search || url.hash)) {
      this.report(name, `darf weder Abfrage (?…) noch Anker (#…) enthalten (erhalten: ${value})`);
      return null;
    }
    return base ? value.replace(/\/+$/, '') : value;
  }

  urlOrPath(name: string): string | null {
    const value = this.text(name);
    if (value === null) return null;
    if (value.startsWith('/') && !value.startsWith('//')) return value;
    const url = parseUrl(value);
    if (url && (url.protocol === 'http:' || url.protocol === 'https:')) return value;
    this.report(
      name,
      `muss eine http- oder https-URL oder ein Pfad dieser Website (/…) sein (erhalten: ${value})`,
    );
    return null;
  }

  databaseUrl(name: string): string | null {
    return this.connectionUrl(
      name,
      ['postgres:', 'postgresql:'],
      'muss eine PostgreSQL-URL sein, z. B. postgres://benutzer:passwort@rechner:5432/datenbank',
    );
  }

  smtpUrl(name: string): string | null {
    return this.connectionUrl(
      name,
      ['smtp:', 'smtps:'],
      'muss eine SMTP-URL sein, z. B. smtps://benutzer:passwort@mail.beispiel.de:465',
    );
  }

  mapboxToken(name: string): string | null {
    const value = this.text(name);
    if (value === null) return null;
    if (mapboxTokenPattern.test(value)) return value;
    this.report(
      name,
      'muss ein öffentliches Mapbox-Token sein, das mit „pk.“ beginnt (geheime „sk.“-Tokens gehören nicht in den Browser)',
    );
    return null;
  }

  /** A German SEPA creditor identifier with a correct check number (ISO 7064 MOD 97-10). */
  creditorId(name: string): string | null {
    const value = this.text(name)?.replace(/\s+/g, '').toUpperCase() ?? null;
    if (value === null) return null;
    if (/^DE[0-9]{2}[A-Z0-9]{3}[0-9]{11}$/.test(value) && creditorIdCheckDigits(value))
      return value;
    this.report(
      name,
      `muss eine deutsche Gläubiger-Identifikationsnummer mit gültiger Prüfziffer sein, z. B. DE98ZZZ09999999999 (erhalten: ${value})`,
    );
    return null;
  }

  /** An IBAN (spaces allowed) with a correct check number; returned without spaces. */
  iban(name: string): string | null {
    const value = this.text(name)?.replace(/\s+/g, '').toUpperCase() ?? null;
    if (value === null) return null;
    if (isValidIBAN(value)) return value;
    this.report(name, `muss eine gültige IBAN sein (erhalten: ${value})`);
    return null;
  }

  directory(name: string): string | null {
    const value = this.text(name);
    return value === null ? null : path.resolve(value);
  }

  eid(): EidConfig | null {
    const names = ['EID_ISSUER', 'EID_CLIENT_ID', 'EID_CLIENT_SECRET'] as const;
    const [issuerValue, clientId, clientSecret] = names.map((name) => this.text(name));
    const given = [issuerValue, clientId, clientSecret].filter((value) => value !== null).length;
    if (given === 0) return null;
    if (given < names.length) {
      this.reportMissing(
        names,
        'muss gesetzt sein: EID_ISSUER, EID_CLIENT_ID und EID_CLIENT_SECRET gelten nur gemeinsam (alle drei oder keiner)',
      );
    }
    const issuer = this.httpUrl('EID_ISSUER', { base: true });
    if (issuer === null || clientId == null || clientSecret == null) return null;
    return { issuer, clientId, clientSecret };
  }

  /** Bucket and both keys go together; endpoint and region are optional. Never repeats a key. */
  s3(): S3Config | null {
    const names = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
    const bucket = this.text('S3_BUCKET');
    const accessKeyId = this.text('S3_ACCESS_KEY_ID');
    const secretAccessKey = this.text('S3_SECRET_ACCESS_KEY');
    const endpoint = this.httpUrl('S3_ENDPOINT', { base: true });
    const region = this.text('S3_REGION');
    const given = [bucket, accessKeyId, secretAccessKey].filter((value) => value !== null).length;
    if (given === 0 && endpoint === null && region === null) return null;
    if (given < names.length) {
      this.reportMissing(
        names,
        'muss gesetzt sein: S3_BUCKET, S3_ACCESS_KEY_ID und S3_SECRET_ACCESS_KEY gelten nur gemeinsam (S3_ENDPOINT und S3_REGION sind optional)',
      );
      return null;
    }
    if (bucket === null || accessKeyId === null || secretAccessKey === null) return null;
    return {
      endpoint,
      bucket,
      region: region ?? defaultS3Region,
      accessKeyId,
      secretAccessKey,
    };
  }

  /** A PEM private key; `\n` escapes count as line breaks. Never repeats the key. */
  ed25519PrivateKey(name: string): string | null {
    const value = this.text(name);
    if (value === null) return null;
    const pem = value.replace(/\\n/g, '\n');
    try {
      if (createPrivateKey(pem).asymmetricKeyType === 'ed25519') return pem;
    } catch {
      // Reported below, like a key of another type.
    }
    this.report(
      name,
      'muss ein privater Ed25519-Schlüssel im PEM-Format sein (PKCS#8, „-----BEGIN PRIVATE KEY-----“, Zeilenumbrüche auch als \\n), z. B. erzeugt mit: openssl genpkey -algorithm ed25519',
    );
    return null;
  }

  /** With DATABASE_URL, secrets come from the configuration: one value for every process. */
  sharedSecretsSet(names: string[]): void {
    for (const name of names.filter((candidate) => this.text(candidate) === null)) {
      this.report(
        name,
        'muss gesetzt sein, wenn DATABASE_URL gesetzt ist: alle Prozesse an einer Datenbank brauchen denselben Schlüssel, ein unter DATA_DIR erzeugter wäre auf jedem Rechner ein anderer (siehe .env.example)',
      );
    }
  }

  /** Never repeats the secret; generates and keeps one under DATA_DIR when unset. */
  jwtSecret(name: string, dataDir: string): string | null {
    const value = this.text(name);
    if (value !== null) {
      if (value.length >= minJwtSecretLength) return value;
      this.report(
        name,
        `muss mindestens ${minJwtSecretLength} Zeichen lang sein (erhalten: ${value.length} Zeichen)`,
      );
      return null;
    }
    try {
      return persistedJwtSecret(dataDir);
    } catch (error) {
      this.report(
        name,
        `ist nicht gesetzt, und unter DATA_DIR (${dataDir}) ließ sich kein Schlüssel speichern: ${(error as Error).message}`,
      );
      return null;
    }
  }

  /**
   * A server's URL with one of `protocols` and a host. Connection URLs carry passwords: the
   * problem never repeats the value.
   */
  private connectionUrl(
    name: string,
    protocols: readonly string[],
    problem: string,
  ): string | null {
    const value = this.text(name);
    if (value === null) return null;
    const url = parseUrl(value);
    if (url && protocols.includes(url.protocol) && url.hostname) return value;
    this.report(name, problem);
    return null;
  }

  /** Of variables that only count together, each one not set is reported with `problem`. */
  private reportMissing(names: readonly string[], problem: string): void {
    for (const name of names) {
      if (this.text(name) === null) this.report(name, problem);
    }
  }

  private report(variable: string, message: string): void {
    this.problems.push({ variable, message });
  }
}

/** Whether a creditor id's check digits (positions 3–4) fit its national part (position 8 on). */
function creditorIdCheckDigits(creditorId: string): boolean {
  const digits = `${creditorId.slice(7)}${creditorId.slice(0, 2)}00`.replace(/[A-Z]/g, (letter) =>
    String(letter.charCodeAt(0) - 55),
  );
  const remainder = [...digits].reduce((rest, digit) => (rest * 10 + Number(digit)) % 97, 0);
  return String(98 - remainder).padStart(2, '0') === creditorId.slice(2, 4);
}

/** `10.1.2.3`, `::1`, `10.0.0.0/8`, `fd00::/8`: what proxy-addr (Fastify's trustProxy) reads. */
function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^[0-9]{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

function parseUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/**
 * Writes a fresh secret to a temporary file and links it into place: the link fails when the
 * file exists, so two processes starting together end up with the same, complete secret.
 */
function persistedJwtSecret(dataDir: string): string {
  const file = path.join(dataDir, generatedJwtSecretFile);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    fs.writeFileSync(draft, randomBytes(48).toString('base64url'), { mode: 0o600 });
    try {
      fs.linkSync(draft, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      fs.rmSync(draft, { force: true });
    }
  }
  const secret = fs.readFileSync(file, 'utf8').trim();
  if (secret.length < minJwtSecretLength) {
    throw new Error(`${file} enthält weniger als ${minJwtSecretLength} Zeichen`);
  }
  return secret;
}
