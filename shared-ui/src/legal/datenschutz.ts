import type { PublicSiteConfig } from '../site/site-config';
import { serviceTerms } from './service-terms';
import { companyAddressLine, type TextDocument, type TextSection } from './text-document';

/**
 * Datenschutzerklärung: shown on /datenschutz and offered as Datenschutz.pdf, both built from
 * this one text. Sections about the analytics tag and the map service appear only when the
 * site configuration switches those services on.
 */
export function datenschutzDocument(config: PublicSiteConfig): TextDocument {
  const { company } = config;
  const sections: TextSection[] = [
    {
      heading: 'Verantwortlicher',
      blocks: [
        'Verantwortlich für die Verarbeitung personenbezogener Daten auf dieser Website und auf der Plattform zur digitalen Übermittlung biometrischer Passbilder ist:',
        [
          companyAddressLine(company),
          `Vertreten durch: ${company.managingDirector}`,
          `E-Mail: ${company.email}`,
          `Telefon: ${company.phone}`,
        ],
        'Mit Fragen zum Datenschutz können Sie sich jederzeit an diese Kontaktdaten wenden.',
      ],
    },
    {
      heading: 'Überblick',
      blocks: [
        'Wir verarbeiten personenbezogene Daten nur, soweit dies für den Betrieb der Website, die Fotografensuche, die Registrierung von Fotostudios und die Übermittlung von Passbildern an Behörden erforderlich ist oder Sie eingewilligt haben. Rechtsgrundlagen sind die Datenschutz-Grundverordnung (DSGVO) und das Telekommunikation-Digitale-Dienste-Datenschutz-Gesetz (TDDDG).',
      ],
    },
    {
      heading: 'Server-Logdateien',
      blocks: [
        'Bei jedem Aufruf der Website speichert unser Server automatisch Informationen, die Ihr Browser übermittelt:',
        [
          'IP-Adresse des anfragenden Geräts',
          'Datum und Uhrzeit des Zugriffs',
          'aufgerufene Adresse (URL) und HTTP-Statuscode',
          'übertragene Datenmenge',
          'Referrer-URL (die zuvor besuchte Seite), soweit übermittelt',
          'Browsertyp, Browserversion und Betriebssystem',
        ],
        'Diese Daten benötigen wir, um die Website auszuliefern, Störungen zu erkennen und Angriffe abzuwehren. Rechtsgrundlage ist unser berechtigtes Interesse an einem sicheren und stabilen Betrieb (Art. 6 Abs. 1 lit. f DSGVO).',
        `Die Server-Logdateien werden ${serviceTerms.serverLogRetentionDays} Tage gespeichert und danach automatisch gelöscht. Eine Zusammenführung mit anderen Datenquellen findet nicht statt.`,
      ],
    },
    {
      heading: 'Cookies, lokale Speicherung und Einwilligung',
      blocks: [
        'Beim ersten Besuch fragt ein Hinweis, welche Kategorien Sie zulassen: Präferenzen, Statistiken und Marketing. Ihre Auswahl speichern wir im lokalen Speicher (localStorage) Ihres Browsers, damit der Hinweis nicht bei jedem Besuch erneut erscheint. Mit „Alle ablehnen“ lehnen Sie alle Kategorien ab.',
        'Für die Anmeldung im Verwaltungsbereich hält die geöffnete Seite einen Zugangsschlüssel (Token) nur im Arbeitsspeicher. Damit Sie in einem neuen Tab angemeldet bleiben, setzen wir ein Cookie mit einem Erneuerungsschlüssel, das kein Skript lesen kann und nur an die Adresse zum Erneuern der Anmeldung gesendet wird, und vermerken im lokalen Speicher (localStorage) ohne Schlüssel, dass eine Anmeldung bestehen kann. Beim Abmelden werden Cookie und Vermerk entfernt; das Cookie verfällt spätestens mit der Anmeldung selbst. Diese Speicherung ist für den von Ihnen gewünschten Dienst unbedingt erforderlich (§ 25 Abs. 2 Nr. 2 TDDDG).',
        `Während der Registrierung speichern wir Ihre Angaben zu Standorten und die Gewerbenachweise im lokalen Speicher Ihres Browsers, damit sie in einem neuen Fenster erhalten bleiben. Sie werden nach dem Absenden der Registrierung entfernt, spätestens ${serviceTerms.registrationDraftDays} Tage nach Ihrer letzten Änderung.`,
        'Alle übrigen Zugriffe auf Ihr Endgerät erfolgen nur mit Ihrer Einwilligung (§ 25 Abs. 1 TDDDG, Art. 6 Abs. 1 lit. a DSGVO). Sie können Ihre Einwilligung jederzeit mit Wirkung für die Zukunft widerrufen, indem Sie die gespeicherte Auswahl in den Einstellungen Ihres Browsers löschen; der Hinweis erscheint dann erneut.',
      ],
    },
  ];

  if (config.analyticsId) {
    sections.push({
      heading: 'Reichweitenmessung mit Google Analytics',
      blocks: [
        'Nur wenn Sie der Kategorie „Statistiken“ oder „Marketing“ zugestimmt haben, laden wir den Google Tag Manager beziehungsweise Google Analytics der Google Ireland Limited, Gordon House, Barrow Street, Dublin 4, Irland. Der Dienst erfasst, wie Besucherinnen und Besucher die Website nutzen (zum Beispiel aufgerufene Seiten und Verweildauer), und verwendet dafür Cookies. Ohne Ihre Einwilligung wird das Skript nicht geladen.',
        'Dabei können Daten an Google LLC in den USA übermittelt werden. Google ist nach dem EU-US Data Privacy Framework zertifiziert; für die USA besteht insoweit ein Angemessenheitsbeschluss der EU-Kommission (Art. 45 DSGVO). Rechtsgrundlage ist Ihre Einwilligung (Art. 6 Abs. 1 lit. a DSGVO), die Sie jederzeit widerrufen können.',
      ],
    });
  }

  const mapBlocks = [
    'Wenn Sie in der Fotografensuche eine Adresse, einen Ort oder eine Postleitzahl eingeben, sendet Ihr Browser diese Eingabe an unseren Server. Unser Server ermittelt daraus die Koordinaten und gibt die Fotostudios im gewählten Umkreis zurück. Die Eingabe wird nicht mit Ihrer Person verknüpft und nicht gespeichert. Rechtsgrundlage ist Art. 6 Abs. 1 lit. f DSGVO.',
    'Der Link „Route“ öffnet einen externen Routenplaner in einem neuen Tab. Erst mit diesem Aufruf erhält dessen Anbieter Ihre Daten; es gelten dann dessen Datenschutzbestimmungen.',
  ];
  if (config.mapboxToken) {
    mapBlocks.push(
      'Die Kartenansicht wird von Mapbox Inc., 740 15th Street NW, 5th Floor, Washington, DC 20005, USA, bereitgestellt. Beim Anzeigen der Karte lädt Ihr Browser Kartenkacheln direkt von Servern von Mapbox; dabei werden Ihre IP-Adresse und technische Browserdaten an Mapbox übermittelt, gegebenenfalls auch in die USA. Rechtsgrundlage ist unser berechtigtes Interesse an einer anschaulichen Darstellung der Standorte (Art. 6 Abs. 1 lit. f DSGVO).',
    );
  }
  sections.push({ heading: 'Fotografensuche', blocks: mapBlocks });

  sections.push(
    {
      heading: 'Registrierung von Fotostudios und Kundenkonto',
      blocks: [
        'Bei der Registrierung eines Fotostudios verarbeiten wir:',
        [
          'Anrede, Vor- und Nachname, Geburtsdatum',
          'E-Mail-Adresse, Telefonnummer und Passwort (nur als sicherer Hashwert gespeichert)',
          'Firmenname, Rechtsform und Website',
          'Standorte mit Anschrift, Telefonnummer, Website und Koordinaten',
          'den Gewerbenachweis als PDF-Datei',
        ],
        'Wir nutzen diese Daten, um das Vertragsverhältnis zu begründen und durchzuführen, um zu prüfen, ob Sie als Unternehmer handeln, und um Ihre freigegebenen Standorte in der Fotografensuche anzuzeigen (Art. 6 Abs. 1 lit. b DSGVO). Zur Bestätigung Ihrer E-Mail-Adresse senden wir Ihnen einen Bestätigungscode per E-Mail.',
        'Die Daten speichern wir für die Dauer des Vertrags. Danach löschen wir sie, soweit keine gesetzlichen Aufbewahrungspflichten nach Handels- und Steuerrecht bestehen (Art. 6 Abs. 1 lit. c DSGVO); Rechnungsdaten bewahren wir für die gesetzlich vorgeschriebene Dauer auf.',
      ],
    },
    {
      heading: 'Identifikation der Mitarbeitenden mit dem Personalausweis (eID)',
      blocks: [
        'Mitarbeitende, die Passbilder übermitteln, identifizieren sich einmalig mit der Online-Ausweisfunktion des Personalausweises über einen zertifizierten Identifizierungsdienst. Wir erhalten dabei Vor- und Nachname sowie das Geburtsdatum und gleichen sie mit dem Profil ab. Gespeichert werden das Ergebnis und der Zeitpunkt der Identifikation, die zugleich die Grundlage der einmaligen Abrechnung ist. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b und c DSGVO.',
      ],
    },
    {
      heading: 'Passbilder und QR-Codes',
      blocks: [
        'Das Fotostudio nimmt das Passbild auf, prüft es und lädt es verschlüsselt auf unsere Plattform hoch. Sie erhalten im Studio einen ausgedruckten QR-Code; er wird nicht digital versendet. Die Behörde ruft das Passbild mit diesem QR-Code aus der Cloud ab.',
        `Das Passbild wird ${serviceTerms.photoValidityMonths} Monate ab dem Aufnahmedatum gespeichert und danach automatisch gelöscht. Innerhalb dieser Zeit kann es für mehrere Anträge (Reisepass, Personalausweis, Visum) verwendet werden.`,
        'Passbilder sind biometrische Daten und besonders geschützt (Art. 9 DSGVO). Wir verarbeiten sie im Auftrag des Fotostudios (Art. 28 DSGVO) ausschließlich, um sie der zuständigen Behörde für Ihren Antrag bereitzustellen, zu dem das Gesetz die elektronische Übermittlung des Lichtbilds vorschreibt. Eine andere Nutzung, insbesondere zu Werbe- oder Analysezwecken, findet nicht statt.',
      ],
    },
    {
      heading: 'Kontakt per E-Mail oder Telefon',
      blocks: [
        'Wenn Sie uns per E-Mail oder Telefon kontaktieren, verarbeiten wir Ihre Angaben, um Ihre Anfrage zu beantworten (Art. 6 Abs. 1 lit. b DSGVO bei Anfragen zu einem Vertrag, sonst Art. 6 Abs. 1 lit. f DSGVO). Wir löschen die Anfrage, sobald sie erledigt ist und keine Aufbewahrungspflicht besteht.',
      ],
    },
    {
      heading: 'Empfänger und Datensicherheit',
      blocks: [
        'Wir setzen technische Dienstleister, etwa für Hosting und E-Mail-Versand, als Auftragsverarbeiter nach Art. 28 DSGVO ein; sie sind an unsere Weisungen gebunden. Passbilder erhält außer dem aufnehmenden Studio nur die Behörde, der Sie den QR-Code vorlegen.',
        'Die Verbindung zu dieser Website ist per TLS verschlüsselt. Passbilder werden verschlüsselt übertragen und gespeichert.',
      ],
    },
    {
      heading: 'Ihre Rechte',
      blocks: [
        'Sie haben das Recht',
        [
          'auf Auskunft über die zu Ihrer Person gespeicherten Daten (Art. 15 DSGVO),',
          'auf Berichtigung unrichtiger Daten (Art. 16 DSGVO),',
          'auf Löschung (Art. 17 DSGVO) und Einschränkung der Verarbeitung (Art. 18 DSGVO),',
          'auf Datenübertragbarkeit (Art. 20 DSGVO),',
          'der Verarbeitung aufgrund berechtigter Interessen zu widersprechen (Art. 21 DSGVO),',
          'eine erteilte Einwilligung jederzeit mit Wirkung für die Zukunft zu widerrufen (Art. 7 Abs. 3 DSGVO),',
          'sich bei einer Datenschutz-Aufsichtsbehörde zu beschweren (Art. 77 DSGVO).',
        ],
        `Für die Ausübung Ihrer Rechte genügt eine Nachricht an ${company.email}.`,
      ],
    },
    {
      heading: 'Automatisierte Entscheidungen und Änderungen',
      blocks: [
        'Eine automatisierte Entscheidungsfindung einschließlich Profiling im Sinne des Art. 22 DSGVO findet nicht statt.',
        'Wir passen diese Datenschutzerklärung an, wenn sich unsere Dienste oder die Rechtslage ändern. Es gilt die jeweils auf dieser Website veröffentlichte Fassung.',
      ],
    },
  );

  return {
    title: 'Datenschutzerklärung',
    subtitle: company.name,
    sections: sections.map((section, index) => ({
      ...section,
      heading: `${index + 1}. ${section.heading}`,
    })),
  };
}
