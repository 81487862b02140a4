import fs from 'node:fs';
import { resolveApiContext } from '../../kernel/api-deps';
import { loadConfigOrExit } from '../../kernel/config/config';
import { openDatabase } from '../../kernel/database/database';
import { migrate } from '../../kernel/database/migrate';
import { createLogger } from '../../kernel/logging/logger';
import { isPeriod } from './billing-period';
import { closeMonth, directDebitFile } from './billing-run';

export const billingCliUsage = `Monatsabrechnung (Rechnungen, Versand, SEPA-Lastschriftdatei):

  npm run billing -- close JJJJ-MM            Monat abrechnen und Rechnungen versenden
                                              (ein zweiter Lauf ändert nichts)
  npm run billing -- sepa JJJJ-MM [Datei]     SEPA-Lastschriftdatei (pain.008) des Monats
                                              in die Datei oder auf stdout schreiben

Der geplante Lauf der API rechnet jeden vergangenen Monat am 1. ab 01:00 Uhr von selbst ab.
Mit der eingebetteten Datenbank läuft der Befehl nur, solange die Website gestoppt ist.`;

/** `npm run billing -- close|sepa <JJJJ-MM>` (issue 19). */
async function main(): Promise<void> {
  const [command, period, file] = process.argv.slice(2);
  if (!command || !period || !['close', 'sepa'].includes(command) || !isPeriod(period)) {
    console.log(billingCliUsage);
    process.exitCode = command === undefined || command === '--help' ? 0 : 2;
    return;
  }
  const config = loadConfigOrExit();
  const logger = createLogger(config.logLevel === 'info' ? 'warn' : config.logLevel);
  const database = await openDatabase(config, logger);
  const deps = resolveApiContext({ config, database }, logger);
  try {
    await migrate(database, { logger });
    if (command === 'close') {
      const result = await closeMonth(deps, period, 'npm run billing');
      console.log(
        result.closed
          ? `${period}: ${result.invoices.length} Rechnung(en) erstellt und versendet.`
          : `${period} war bereits abgerechnet (${result.invoices.length} Rechnung(en)); nichts geändert.`,
      );
      for (const invoice of result.invoices) {
        console.log(
          `  ${invoice.number}  ${invoice.buyer.name}  ${(invoice.grossCents / 100).toFixed(2)} EUR  ${invoice.payment === 'sepa' ? 'Lastschrift' : 'Überweisung'}`,
        );
      }
    } else {
      const xml = await directDebitFile(deps, period);
      if (xml === null) {
        console.error(
          `${period} ist noch nicht abgerechnet: zuerst npm run billing -- close ${period}`,
        );
        process.exitCode = 1;
      } else if (file) {
        fs.writeFileSync(file, xml);
        console.log(`SEPA-Lastschriftdatei geschrieben: ${file}`);
      } else {
        process.stdout.write(xml);
      }
    }
  } finally {
    deps.mailer.close();
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
