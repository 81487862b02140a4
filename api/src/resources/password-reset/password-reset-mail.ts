import type { AppConfig } from '../../kernel/config/config';
import { oneTimeCodeLifetimeMs } from '../accounts/one-time-codes';
import type { UserRow } from '../accounts/schema';
import { renderMail } from '../../kernel/mail/mail-layout';
import type { MailMessage } from '../../kernel/mail/mailer';
import { greetingOf } from '../registration/verification-mail';

/**
 * The German mail with the password-reset code. The code is not in the subject: subjects show
 * up in notifications and on lock screens.
 */
export function passwordResetMail(config: AppConfig, user: UserRow, code: string): MailMessage {
  const minutes = oneTimeCodeLifetimeMs / 60_000;
  return {
    to: user.email,
    subject: 'Ihr Code zum Zurücksetzen des Passworts',
    ...renderMail({
      greeting: `${greetingOf(user)},`,
      paragraphs: [
        'Sie haben angefordert, das Passwort Ihres Bildbote-Kontos zurückzusetzen. Bitte geben Sie diesen Bestätigungscode auf der Seite „Passwort zurücksetzen“ zusammen mit Ihrem neuen Passwort ein:',
      ],
      highlight: code,
      closing: [
        `Der Code ist ${minutes} Minuten gültig und kann nur einmal verwendet werden. Nach dem Zurücksetzen werden Sie auf allen Geräten abgemeldet.`,
        'Falls Sie kein neues Passwort angefordert haben, können Sie diese E-Mail ignorieren: Ihr Passwort bleibt unverändert.',
      ],
      signature: `Mit freundlichen Grüßen\nIhr Team der ${config.company.name}`,
    }),
  };
}
