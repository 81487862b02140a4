import type { AppConfig } from '../../kernel/config/config';
import type { UserRow } from '../accounts/schema';
import type { MailMessage } from '../../kernel/mail/mailer';
import { renderMail } from '../../kernel/mail/mail-layout';
import { greetingOf } from '../registration/verification-mail';
import { locationLabel } from './operator-decisions';

interface ReviewedLocation {
  name: string;
  address: string;
  zipcode: string;
  city: string;
}

const signature = (config: AppConfig) =>
  `Mit freundlichen Grüßen\nIhr Team der ${config.company.name}`;

/** The end of a mail asking the owner to correct a location: the way there and the contact. */
const correctionEnding = (config: AppConfig) => ({
  link: {
    label: 'Zu Ihren Geschäftsstandorten',
    url: `${config.publicUrl}/Geschäftsstandorte`,
  },
  closing: [`Bei Fragen erreichen Sie uns unter ${config.company.email}.`],
  signature: signature(config),
});

/** The owner learns that the trade proof was accepted and the studio is now in the finder. */
export function locationApprovedMail(
  config: AppConfig,
  owner: UserRow,
  location: ReviewedLocation,
): MailMessage {
  return {
    to: owner.email,
    subject: `Ihr Standort „${location.name}“ ist freigegeben`,
    ...renderMail({
      greeting: `${greetingOf(owner)},`,
      paragraphs: [
        `wir haben den Gewerbenachweis für Ihren Standort „${locationLabel(location)}“ geprüft und den Standort freigegeben.`,
        'Er erscheint ab sofort in der Fotografensuche, sodass Bürgerinnen und Bürger Ihr Studio finden.',
      ],
      link: { label: 'Zur Fotografensuche', url: `${config.publicUrl}/map` },
      closing: ['Vielen Dank, dass Sie Bildbote nutzen.'],
      signature: signature(config),
    }),
  };
}

/** The owner learns why the proof was not accepted and how to correct and resubmit it. */
export function locationRejectedMail(
  config: AppConfig,
  owner: UserRow,
  location: ReviewedLocation,
  reason: string,
): MailMessage {
  return {
    to: owner.email,
    subject: `Ihr Standort „${location.name}“ wurde nicht freigegeben`,
    ...renderMail({
      greeting: `${greetingOf(owner)},`,
      paragraphs: [
        `wir haben den Gewerbenachweis für Ihren Standort „${locationLabel(location)}“ geprüft und können den Standort leider noch nicht freigeben.`,
        `Begründung: ${reason}`,
        'Bitte korrigieren Sie die Angaben unter „Geschäftsstandorte“ und laden Sie einen gültigen Nachweis als PDF hoch: eine Gewerbeanmeldung, einen Handelsregisterauszug, eine Handwerkskarte oder eine Bescheinigung des Finanzamts. Danach prüfen wir den Standort erneut.',
      ],
      ...correctionEnding(config),
    }),
  };
}

/** The owner learns that an approved studio left the finder, why, and how to get it back. */
export function locationApprovalWithdrawnMail(
  config: AppConfig,
  owner: UserRow,
  location: ReviewedLocation,
  reason: string,
): MailMessage {
  return {
    to: owner.email,
    subject: `Die Freigabe Ihres Standorts „${location.name}“ wurde zurückgezogen`,
    ...renderMail({
      greeting: `${greetingOf(owner)},`,
      paragraphs: [
        `wir haben die Freigabe Ihres Standorts „${locationLabel(location)}“ zurückgezogen. Er erscheint nicht mehr in der Fotografensuche.`,
        `Begründung: ${reason}`,
        'Bitte korrigieren Sie die Angaben unter „Geschäftsstandorte“ und laden Sie einen gültigen Nachweis als PDF hoch. Danach prüfen wir den Standort erneut.',
      ],
      ...correctionEnding(config),
    }),
  };
}
