import type { CompanyInfo } from '../site/site-config';
import { formatEuro, serviceTerms, tradeProofDocuments } from './service-terms';
import { companyAddressLine, type TextDocument } from './text-document';

/**
 * Allgemeine Geschäftsbedingungen: shown on /Pressebereich and offered as AGB.pdf, both built
 * from this one text with the provider's data from the site configuration.
 */
export function agbDocument(company: CompanyInfo): TextDocument {
  const terms = serviceTerms;
  return {
    title: 'Allgemeine Geschäftsbedingungen (AGB)',
    subtitle: `für die Nutzung der Plattform zur digitalen Übermittlung biometrischer Passbilder – ${company.name}`,
    sections: [
      {
        heading: '§ 1 Geltungsbereich und Anbieter',
        blocks: [
          `Diese Allgemeinen Geschäftsbedingungen gelten für alle Verträge über die Nutzung der Plattform zur digitalen Übermittlung biometrischer Passbilder, der zugehörigen Software und des Verwaltungsbereichs zwischen der ${companyAddressLine(company)} (nachfolgend „Anbieter“), und ihren Kundinnen und Kunden (nachfolgend „Kunde“).`,
          'Abweichende, entgegenstehende oder ergänzende Bedingungen des Kunden werden nicht Vertragsbestandteil, es sei denn, der Anbieter stimmt ihrer Geltung ausdrücklich in Textform zu.',
        ],
      },
      {
        heading: '§ 2 Angebot ausschließlich für Unternehmer',
        blocks: [
          'Das Angebot richtet sich ausschließlich an Unternehmer im Sinne des § 14 BGB, also an natürliche oder juristische Personen oder rechtsfähige Personengesellschaften, die bei Abschluss des Vertrags in Ausübung ihrer gewerblichen oder selbständigen beruflichen Tätigkeit handeln, insbesondere Fotografinnen, Fotografen und Fotostudios. Verbraucher im Sinne des § 13 BGB sind von der Nutzung ausgeschlossen.',
          'Der Kunde weist seine gewerbliche Tätigkeit bei der Registrierung für jeden angemeldeten Standort durch ein gültiges Dokument im PDF-Format nach. Als Nachweis werden anerkannt:',
          tradeProofDocuments,
          'Legt der Kunde einen gefälschten, verfälschten oder inhaltlich unrichtigen Nachweis vor, ist der Anbieter berechtigt, den Zugang des Kunden sofort zu sperren und die bereits übertragenen Daten zu löschen. Weitergehende Ansprüche des Anbieters bleiben unberührt.',
        ],
      },
      {
        heading: '§ 3 Vertragsschluss',
        blocks: [
          'Die Darstellung der Leistungen auf der Website ist kein bindendes Angebot. Mit dem Absenden der Registrierung gibt der Kunde ein Angebot zum Abschluss eines Nutzungsvertrags ab. Der Vertrag kommt zustande, sobald der Kunde seine E-Mail-Adresse mit dem zugesandten Bestätigungscode bestätigt hat und der Anbieter den Zugang freischaltet.',
          'Neu angemeldete Standorte werden erst nach Prüfung des Gewerbenachweises freigegeben und erst dann in der öffentlichen Fotografensuche angezeigt.',
        ],
      },
      {
        heading: '§ 4 Leistungen des Anbieters',
        blocks: [
          'Der Anbieter stellt dem Kunden eine Software und eine Cloud-Plattform zur Verfügung, mit denen der Kunde biometrische Passbilder aufnehmen, prüfen, verschlüsselt hochladen und mit einem QR-Code versehen kann. Die Behörde ruft das Passbild anhand des ausgedruckten QR-Codes aus der Cloud ab.',
          `Ein gespeichertes Passbild und sein QR-Code sind ${terms.photoValidityMonths} Monate ab dem Aufnahmedatum gültig; danach wird das Bild automatisch gelöscht. Innerhalb dieser Frist kann dasselbe Passbild für mehrere Anträge (Reisepass, Personalausweis, Visum) ohne zusätzliche Kosten verwendet werden.`,
          'Freigegebene Standorte des Kunden werden in der öffentlichen Fotografensuche mit Name, Anschrift, Telefonnummer und Website angezeigt.',
          'Der Anbieter ist bemüht, die Plattform ständig verfügbar zu halten. Wartungsarbeiten und Störungen, die der Anbieter nicht zu vertreten hat, können die Verfügbarkeit vorübergehend einschränken.',
        ],
      },
      {
        heading: '§ 5 Softwarelizenz',
        blocks: [
          `Die Lizenz für die Software ist kostenlos (${formatEuro(terms.licenceFeeEur)}). Die ursprünglich geplante Lizenzgebühr von ${formatEuro(terms.waivedLicenceFeeEur)} ist am ${terms.licenceFeeWaivedOn} entfallen, auch rückwirkend.`,
          'Die Lizenz ist standortgebunden und nicht übertragbar. Sie darf nur an dem bei der Registrierung angegebenen Standort genutzt werden, nicht außerhalb dieses Standorts. Eine Weitergabe, Unterlizenzierung oder Vermietung an Dritte ist nicht gestattet.',
        ],
      },
      {
        heading: '§ 6 Identifikation der Mitarbeitenden',
        blocks: [
          'Jede Person, die für den Kunden Passbilder übermittelt, identifiziert sich einmalig mit der Online-Ausweisfunktion ihres Personalausweises (eID). Für die Identifikation benötigt der Kunde ein Chipkartenlesegerät; dessen Beschaffung obliegt dem Kunden.',
          `Die Identifikation kostet einmalig ${formatEuro(terms.employeeIdentificationFeeEur)} pro Person.`,
        ],
      },
      {
        heading: '§ 7 Preise und Zahlung',
        blocks: [
          [
            `Softwarelizenz: ${formatEuro(terms.licenceFeeEur)}`,
            `Identifikation einer Mitarbeiterin oder eines Mitarbeiters: einmalig ${formatEuro(terms.employeeIdentificationFeeEur)} pro Person`,
            `Übertragung eines Passbilds: ${formatEuro(terms.transferFeeEur)} pro erfolgreicher Übertragung`,
          ],
          'Es fallen keine Grundgebühr und keine Mindestabnahme an; es besteht keine Vertragsbindung und es ist kein Prepaid-Guthaben erforderlich. Nicht erfolgreiche Übertragungen werden nicht berechnet.',
          'Die Abrechnung erfolgt monatlich für den abgelaufenen Kalendermonat. Der Rechnungsbetrag wird per SEPA-Lastschrift vom Konto des Kunden eingezogen; der Kunde erteilt dem Anbieter hierfür ein SEPA-Lastschriftmandat. Kosten einer Rücklastschrift, die der Kunde zu vertreten hat, trägt der Kunde.',
        ],
      },
      {
        heading: '§ 8 Pflichten des Kunden',
        blocks: [
          [
            'Der Kunde hält seine Zugangsdaten und den Lizenzschlüssel geheim und schützt sie vor dem Zugriff Dritter.',
            'Der Kunde übermittelt nur Passbilder, die er selbst in seinem Betrieb aufgenommen hat und die den biometrischen Anforderungen entsprechen.',
            'Der Kunde händigt den QR-Code ausgedruckt aus; ein digitaler Versand des QR-Codes ist nicht vorgesehen.',
            'Der Kunde informiert seine Kundinnen und Kunden über die Verarbeitung ihres Passbilds und beachtet die datenschutzrechtlichen Vorschriften.',
            'Der Kunde hält seine Angaben, insbesondere Standorte und Gewerbenachweise, aktuell.',
          ],
        ],
      },
      {
        heading: '§ 9 Laufzeit und Kündigung',
        blocks: [
          `Der Vertrag wird auf unbestimmte Zeit geschlossen. Der Kunde kann ihn mit einer Frist von ${terms.cancellationNoticeDays} Tagen zum Monatsende kündigen. Die Kündigung bedarf der Textform; eine E-Mail an ${company.email} genügt.`,
          'Das Recht beider Parteien zur außerordentlichen Kündigung aus wichtigem Grund bleibt unberührt. Ein wichtiger Grund liegt für den Anbieter insbesondere vor, wenn der Kunde einen gefälschten Gewerbenachweis vorlegt, die Lizenz außerhalb des angegebenen Standorts nutzt oder mit fälligen Zahlungen mehr als einen Monat im Verzug ist.',
        ],
      },
      {
        heading: '§ 10 Sperrung des Zugangs',
        blocks: [
          'Der Anbieter darf den Zugang des Kunden vorübergehend sperren, wenn konkrete Anhaltspunkte für einen Missbrauch der Plattform, eine Verletzung dieser AGB oder eine Gefährdung der Sicherheit der übertragenen Daten bestehen. Bei einem gefälschten Gewerbenachweis gilt § 2 Absatz 3.',
        ],
      },
      {
        heading: '§ 11 Haftung',
        blocks: [
          'Der Anbieter haftet unbeschränkt bei Vorsatz und grober Fahrlässigkeit, bei der Verletzung von Leben, Körper oder Gesundheit sowie nach dem Produkthaftungsgesetz.',
          'Bei leichter Fahrlässigkeit haftet der Anbieter nur bei Verletzung einer wesentlichen Vertragspflicht, deren Erfüllung die ordnungsgemäße Durchführung des Vertrags überhaupt erst ermöglicht und auf deren Einhaltung der Kunde regelmäßig vertrauen darf; die Haftung ist dann auf den vorhersehbaren, vertragstypischen Schaden begrenzt.',
        ],
      },
      {
        heading: '§ 12 Datenschutz',
        blocks: [
          'Der Anbieter verarbeitet personenbezogene Daten nach Maßgabe der Datenschutzerklärung. Soweit der Anbieter Passbilder und weitere personenbezogene Daten im Auftrag des Kunden verarbeitet, schließen die Parteien einen Vertrag zur Auftragsverarbeitung nach Art. 28 DSGVO.',
        ],
      },
      {
        heading: '§ 13 Änderungen dieser AGB',
        blocks: [
          `Der Anbieter teilt Änderungen dieser AGB mindestens ${terms.cancellationNoticeDays} Tage vor ihrem Wirksamwerden in Textform mit. Der Kunde kann den Vertrag bis zum Wirksamwerden der Änderung kündigen; nutzt er die Plattform danach weiter, gelten die geänderten AGB. Auf diese Folge weist der Anbieter in der Mitteilung hin.`,
        ],
      },
      {
        heading: '§ 14 Schlussbestimmungen',
        blocks: [
          'Es gilt das Recht der Bundesrepublik Deutschland unter Ausschluss des UN-Kaufrechts.',
          `Ist der Kunde Kaufmann, juristische Person des öffentlichen Rechts oder öffentlich-rechtliches Sondervermögen, ist Gerichtsstand für alle Streitigkeiten aus diesem Vertrag ${company.city}.`,
          'Sollte eine Bestimmung dieser AGB unwirksam sein, bleibt die Wirksamkeit der übrigen Bestimmungen unberührt.',
        ],
      },
    ],
  };
}
