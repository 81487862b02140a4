import fs from 'node:fs/promises';
import path from 'node:path';
import { ConfigError, loadConfig, readEnvironment } from 'api/src/kernel/config/config';
import { remoteFolders } from 'shared-ui/remotes/remote-names';
import { repositoryRoot, shellDist } from '../build/workspaces';
import { ReleaseError } from '../releases/release-error';
import { pruneReleases } from '../releases/release-store';
import {
  activateRemote,
  formatStatus,
  parseRemote,
  publishRemote,
  releaseStatus,
  remotesJson,
  rollbackRemote,
  type ReleaseContext,
} from './release-commands';

const usage = `Verwendung: npm run deploy -- <Befehl>

  publish <remote> [--dist <Ordner>]  baut den Remote und legt ihn als neues, unveränderliches
                                      Release ab (mit --dist: einen fertigen Build); gibt die
                                      Version aus
  activate <remote> <version>         schaltet ein veröffentlichtes Release aktiv (prüft vorher
                                      Exposes und Shared-Versionen gegen die Shell)
  rollback <remote>                   kehrt zur vorherigen Version des Remotes zurück
  status                              zeigt je Remote aktive und vorherige Version, Datum und
                                      Verträglichkeit mit der Shell
  manifest [--out <Datei>]            schreibt /remotes.json (für ein CDN oder einen Bucket)
  prune --keep <n>                    löscht Releases, die weder aktiv noch unter den letzten n
                                      Versionen der Historie sind (noch nicht aktivierte, nach
                                      der letzten Aktivierung veröffentlichte bleiben)

<remote>: ${Object.values(remoteFolders).join(', ')} (oder der Federation-Name, z. B. mfe_blog)
Release-Speicher: RELEASES_DIR, sonst $DATA_DIR/releases.`;

class UsageError extends Error {}

/** Values of `--name value` options; everything else stays positional. */
function splitArguments(argv: string[]): { positional: string[]; options: Map<string, string> } {
  const positional: string[] = [];
  const options = new Map<string, string>();
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index] ?? '';
    if (!argument.startsWith('--')) {
      positional.push(argument);
      continue;
    }
    const value = argv[index + 1];
    if (value === undefined || value.startsWith('--')) {
      throw new UsageError(`Die Option ${argument} braucht einen Wert.`);
    }
    options.set(argument.slice(2), value);
    index += 1;
  }
  return { positional, options };
}

function expectArguments(
  positional: string[],
  count: number,
  allowedOptions: string[],
  options: Map<string, string>,
) {
  if (positional.length !== count) throw new UsageError('Falsche Anzahl von Argumenten.');
  const unknown = [...options.keys()].find((option) => !allowedOptions.includes(option));
  if (unknown) throw new UsageError(`Unbekannte Option --${unknown}.`);
}

async function writeFileAtomically(file: string, text: string): Promise<void> {
  const temporary = `${file}.${process.pid}.tmp`;
  await fs.writeFile(temporary, text);
  await fs.rename(temporary, file);
}

/** Runs one command; returns the text for stdout. Messages for people go to stderr. */
async function run(argv: string[], context: ReleaseContext): Promise<string> {
  if (['help', '--help', '-h'].includes(argv[0] ?? '')) return usage;
  const { positional, options } = splitArguments(argv);
  const [command, ...rest] = positional;
  switch (command) {
    case 'publish': {
      expectArguments(rest, 1, ['dist'], options);
      const name = parseRemote(rest[0]);
      const dist = options.get('dist');
      const version = await publishRemote(
        context,
        name,
        dist ? { distDir: path.resolve(dist) } : {},
      );
      const folder = remoteFolders[name];
      console.error(
        `${folder} ${version} veröffentlicht. Aktivieren: npm run deploy -- activate ${folder} ${version}`,
      );
      return version;
    }
    case 'activate': {
      expectArguments(rest, 2, [], options);
      const name = parseRemote(rest[0]);
      const result = await activateRemote(context, name, rest[1] ?? '');
      const folder = remoteFolders[name];
      return result.changed
        ? `${folder}: ${result.to} ist aktiv (vorher ${result.from ?? 'keine'}).`
        : `${folder}: ${result.to} war bereits aktiv; nichts geändert.`;
    }
    case 'rollback': {
      expectArguments(rest, 1, [], options);
      const name = parseRemote(rest[0]);
      const result = await rollbackRemote(context, name);
      return `${remoteFolders[name]}: zurück auf ${result.to} (vorher ${result.from}).`;
    }
    case 'status':
      expectArguments(rest, 0, [], options);
      return formatStatus(await releaseStatus(context));
    case 'manifest': {
      expectArguments(rest, 0, ['out'], options);
      const text = await remotesJson(context);
      const out = options.get('out');
      if (!out) return text.trimEnd();
      await writeFileAtomically(path.resolve(out), text);
      return `/remotes.json geschrieben: ${path.resolve(out)}`;
    }
    case 'prune': {
      expectArguments(rest, 0, ['keep'], options);
      const keep = options.get('keep');
      if (keep === undefined || !/^[1-9][0-9]*$/.test(keep)) {
        throw new UsageError('prune braucht --keep <n> mit einer ganzen Zahl ab 1.');
      }
      const pruned = await pruneReleases(context.releasesDir, Number(keep));
      if (pruned.length === 0) return 'Nichts zu löschen.';
      return [
        ...pruned.map(({ name, version }) => `${remoteFolders[name]} ${version} gelöscht.`),
        `${pruned.length} Release(s) gelöscht.`,
      ].join('\n');
    }
    default:
      throw new UsageError(command ? `Unbekannter Befehl „${command}“.` : 'Befehl fehlt.');
  }
}

async function main(): Promise<number> {
  try {
    const config = loadConfig(readEnvironment());
    const context = { releasesDir: config.releasesDir, shellDir: shellDist, repositoryRoot };
    console.log(await run(process.argv.slice(2), context));
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n\n${usage}`);
      return 2;
    }
    if (error instanceof ReleaseError || error instanceof ConfigError) {
      console.error(error.message);
      return 1;
    }
    console.error(error);
    return 1;
  }
}

main().then((code) => {
  process.exitCode = code;
});
