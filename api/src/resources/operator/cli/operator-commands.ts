import { parseArgs } from 'node:util';
import { newAuthoritySchema } from 'shared-ui/validation/authority-forms';
import type { OpenedDatabase } from '../../../kernel/database/database';
import { ApiError, badRequest } from '../../../kernel/http/api-error';
import { validateWith } from '../../../kernel/http/yup-errors';
import type { PasswordHasher } from '../../../kernel/passwords/password-hasher';
import { createAuthority } from '../../authorities/authority-accounts';
import {
  OperatorAccountError,
  createOperatorAccount,
  removeOperatorAccount,
} from '../operator-accounts';

export const operatorCliUsage = `Verwendung: npm run operator -- <Befehl>

  create <E-Mail> [--first-name <Vorname>] [--last-name <Nachname>]
      legt ein Betriebskonto an und zeigt einmalig ein zufälliges Einmalpasswort; die
      Betriebskonsole (/Betrieb) verlangt nach der ersten Anmeldung ein neues Passwort
  remove <E-Mail>
      entfernt ein Betriebskonto und beendet seine Sitzungen; seine Entscheidungen bleiben
      protokolliert
  create-authority <E-Mail> "<Behörde>"
      legt eine Behörde (z. B. "Bürgeramt Kiel") mit einem Konto für die Sachbearbeitung an
      und zeigt einmalig dessen Einmalpasswort; der Fotoabruf (/Behoerde) verlangt nach der
      ersten Anmeldung ein neues Passwort

Datenbank: DATABASE_URL, sonst die eingebettete Datenbank unter $DATA_DIR/db (dann darf die
Website nicht gleichzeitig laufen).`;

export interface OperatorCliContext {
  database: OpenedDatabase;
  /** Hashes the one-time passwords of the accounts a command creates. */
  passwords: PasswordHasher;
  publicUrl: string;
  now: () => Date;
  print: (line: string) => void;
}

class UsageError extends Error {}

/** Runs one command; returns the exit code. Problems are printed, never thrown. */
export async function runOperatorCommand(
  argv: string[],
  context: OperatorCliContext,
): Promise<number> {
  const { database, passwords, publicUrl, now, print } = context;
  try {
    const { command, email, firstName, lastName, authorityName } = parseCommand(argv);
    if (command === 'create-authority') {
      await createAuthorityAccount(context, email, authorityName);
      return 0;
    }
    if (command === 'create') {
      const { user, oneTimePassword } = await createOperatorAccount(
        database.db,
        passwords,
        { email, firstName, lastName },
        now(),
      );
      print(`Betriebskonto angelegt: ${user.email} (${user.firstName} ${user.lastName})`);
      print(`Einmalpasswort (wird nur jetzt angezeigt): ${oneTimePassword}`);
      print(
        `Melden Sie sich damit unter ${publicUrl}/login an; die Betriebskonsole verlangt zuerst ein neues Passwort.`,
      );
      return 0;
    }
    const removed = await removeOperatorAccount(database.db, email);
    print(`Betriebskonto entfernt: ${removed.email}`);
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      print(`${error.message}\n\n${operatorCliUsage}`);
      return 2;
    }
    if (error instanceof OperatorAccountError || error instanceof ApiError) {
      print(error.message);
      return 1;
    }
    throw error;
  }
}

async function createAuthorityAccount(
  { database, passwords, publicUrl, now, print }: OperatorCliContext,
  email: string,
  name: string,
): Promise<void> {
  const validated = await validateWith(newAuthoritySchema, { email, name });
  if (!validated.valid) {
    throw badRequest(
      Object.entries(validated.errors)
        .map(
          ([field, messages]) =>
            `${field === 'name' ? 'Behörde' : 'E-Mail'}: ${messages.join(' ')}`,
        )
        .join('\n'),
    );
  }
  const { authority, clerk, oneTimePassword } = await createAuthority(
    database.db,
    passwords,
    validated.value,
    now(),
  );
  print(`Behörde angelegt: ${authority.name} (Sachbearbeitung: ${clerk.email})`);
  print(`Einmalpasswort (wird nur jetzt angezeigt): ${oneTimePassword}`);
  print(
    `Melden Sie sich damit unter ${publicUrl}/login an; der Fotoabruf verlangt zuerst ein neues Passwort.`,
  );
}

function parseCommand(argv: string[]) {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        'first-name': { type: 'string' },
        'last-name': { type: 'string' },
      },
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const [command, email, ...rest] = parsed.positionals;
  const { 'first-name': firstName, 'last-name': lastName } = parsed.values;
  if (command === 'create-authority') {
    const [authorityName, ...extra] = rest;
    if (!email || !authorityName || extra.length > 0) {
      throw new UsageError('Bitte eine E-Mail-Adresse und den Namen der Behörde angeben.');
    }
    if (firstName !== undefined || lastName !== undefined) {
      throw new UsageError('create-authority kennt keine Namensoptionen.');
    }
    return { command, email, authorityName };
  }
  if (command !== 'create' && command !== 'remove') {
    throw new UsageError(command ? `Unbekannter Befehl: ${command}` : 'Kein Befehl angegeben.');
  }
  if (!email || rest.length > 0) throw new UsageError('Bitte genau eine E-Mail-Adresse angeben.');
  if (command === 'remove' && (firstName !== undefined || lastName !== undefined)) {
    throw new UsageError('remove kennt keine Namensoptionen.');
  }
  return { command, email, firstName, lastName, authorityName: '' };
}
