import type { AppConfig } from '../../kernel/config/config';
import type { UserRow } from '../accounts/schema';
import { oneTimeCodeLifetimeMs } from '../accounts/one-time-codes';
import type { MailMessage } from '../../kernel/mail/mailer';
import { renderMail } from '../../kernel/mail/mail-layout';
import { verificationLink } from 'shared-ui/routing/verification-link';

/** The German mail with the e-mail verification code and the link to /Code-Verifizierung. */
export function verificationMail(config: AppConfig, user: UserRow, code: string): MailMessage {
  const minutes = oneTimeCodeLifetimeMs / 60_000;
  return {
    to: user.email,
    subject: `Ihr Bestätigungscode: ${code}`,
    ...renderMail({
      greeting: `${greetingOf(user)},`,
      paragraphs: [
        'vielen Dank für Ihre Registrierung bei Bildbote. Bitte bestätigen Sie Ihre E-Mail-Adresse mit diesem Bestätigungscode:',
      ],
      highlight: code,
      // The link opens the page with the address filled in: the code can be entered in any
      // window, not only in the one the registration was started in.
      link: {
        label: 'Zur Code-Verifizierung',
        url: verificationLink(config.publicUrl, user.email),
      },
      closing: [
        `Geben Sie den Code auf der Seite „Code-Verifizierung“ ein. Er ist ${minutes} Minuten gültig und kann nur einmal verwendet werden. Einen neuen Code können Sie dort jederzeit anfordern.`,
        'Falls Sie sich nicht bei Bildbote registriert haben, können Sie diese E-Mail ignorieren.',
      ],
      signature: `Mit freundlichen Grüßen\nIhr Team der ${config.company.name}`,
    }),
  };
}

/** „Guten Tag Frau Schmidt“; without a gendered salutation the full name. */
export function greetingOf(user: Pick<UserRow, 'salutation' | 'firstName' | 'lastName'>): string {
  if (user.salutation === 'Herr' || user.salutation === 'Frau') {
    return `Guten Tag ${user.salutation} ${user.lastName}`;
  }
  return `Guten Tag ${user.firstName} ${user.lastName}`;
}
