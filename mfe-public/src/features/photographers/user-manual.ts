import { formatEuro, serviceTerms, tradeProofDocuments } from 'shared-ui/legal/service-terms';
import type { TextDocument } from 'shared-ui/legal/text-document';
import type { CompanyInfo } from 'shared-ui/site/site-config';

/**
 * The user manual for studios, offered on /Fotografenportal as Benutzerhandbuch.pdf. Kept as
 * data and rendered with the same PDF generator as the AGB, so it quotes the current terms.
 */
export function userManualDocument(company: CompanyInfo): TextDocument {
  return {
    title: 'Benutzerhandbuch',
    subtitle: `Digitale Passbilder übermitteln – Anleitung für Fotografen und Fotostudios (${company.name})`,
    sections: [
      {
        heading: '1. Registrierung des Unternehmens',
        blocks: [
          'Die Inhaberin oder der Inhaber registriert das Unternehmen auf der Seite „Registrierung“ in vier Schritten: Persönliche Daten, Standort hinzufügen, Standort Übersicht und Zusammenfassung.',
          'Für jeden Standort laden Sie einen gültigen Gewerbenachweis im PDF-Format hoch. Anerkannt werden:',
          tradeProofDocuments,
          'In der Zusammenfassung stimmen Sie der Datenschutzerklärung, den AGB, dem Datenzugriff durch Partner und dem Hinweis zur Pilotphase zu. Danach bestätigen Sie Ihre E-Mail-Adresse mit dem zugesandten Bestätigungscode.',
        ],
      },
      {
        heading: '2. Software herunterladen und installieren',
        blocks: [
          'Nach der ersten Anmeldung gelangen Sie zum Software-Download. Installieren Sie die Software an dem Standort, den Sie bei der Registrierung angegeben haben; die Lizenz ist standortgebunden und nicht übertragbar.',
          `Die Softwarelizenz ist kostenlos (${formatEuro(serviceTerms.licenceFeeEur)}).`,
        ],
      },
      {
        heading: '3. Mitarbeitende einladen und identifizieren',
        blocks: [
          'Im Verwaltungsbereich laden Sie Managerinnen, Manager und Mitarbeitende per E-Mail ein. Die eingeladene Person registriert sich mit Ihrem Inhabercode.',
          `Jede Person, die Passbilder übermittelt, identifiziert sich einmalig mit der Online-Ausweisfunktion ihres Personalausweises. Dafür wird ein Chipkartenlesegerät benötigt. Die Identifikation kostet einmalig ${formatEuro(serviceTerms.employeeIdentificationFeeEur)} pro Person.`,
        ],
      },
      {
        heading: '4. Ein Passbild aufnehmen und übertragen',
        blocks: [
          [
            'Foto aufnehmen.',
            `Bild prüfen und von Hand zuschneiden (Format ${serviceTerms.photoSize}, Augenhöhe ${serviceTerms.eyeHeight} vom unteren Bildrand).`,
            'Die Kundin oder der Kunde wählt das Bild aus und bestätigt es.',
            'QR-Code erstellen.',
            'Bild verschlüsseln und hochladen.',
            'Den ausgedruckten QR-Code übergeben – er wird nicht digital verschickt.',
          ],
          `Das Bild und der QR-Code sind ${serviceTerms.photoValidityMonths} Monate ab dem Aufnahmedatum gültig und können für Reisepass, Personalausweis und Visum ohne zusätzliche Kosten verwendet werden. Danach wird das Bild automatisch gelöscht.`,
        ],
      },
      {
        heading: '5. Abrechnung',
        blocks: [
          `Jede erfolgreiche Übertragung kostet ${formatEuro(serviceTerms.transferFeeEur)}. Die Abrechnung erfolgt monatlich per SEPA-Lastschrift. Es gibt keine Grundgebühr, keine Vertragsbindung und kein Prepaid-Guthaben.`,
          `Sie können den Vertrag mit einer Frist von ${serviceTerms.cancellationNoticeDays} Tagen zum Monatsende kündigen.`,
        ],
      },
      {
        heading: '6. Hilfe und Kontakt',
        blocks: [
          `Bei Fragen erreichen Sie uns per E-Mail unter ${company.email} oder telefonisch unter ${company.phone}.`,
        ],
      },
    ],
  };
}
