import { type InvitableUserType } from 'shared-ui/contracts/accounts-contract';
import type { AppConfig } from '../../kernel/config/config';
import type { CreatedInvitation } from '../accounts/invitations';
import { invitationLifetimeMs } from '../accounts/invitations';
import type { CompanyRow, UserRow } from '../accounts/schema';
import { renderMail } from '../../kernel/mail/mail-layout';
import type { MailMessage } from '../../kernel/mail/mailer';
import { accessLevelOf } from 'shared-ui/contracts/invitations-contract';

/** The access levels of the invite dialog (signed-in-area.md §5) and the role each grants. */
export const accessLevels = {
  employee: {
    role: accessLevelOf.employee,
    label: 'Eingeschränkt',
    description: 'Kann eigene Daten einpflegen, bearbeiten und sich selbst identifizieren.',
  },
  manager: {
    role: accessLevelOf.manager,
    label: 'Vollzugriff',
    description: 'Kann Daten bearbeiten, andere Personen einladen und Software herunterladen.',
  },
} as const satisfies Record<
  InvitableUserType,
  { role: string; label: string; description: string }
>;

/**
 * The registration link of an invitation: /Registrierung with the query the registration page
 * prefills from (owner_code, email, user_type, company_name, legal_form, website).
 */
export function invitationLink(
  config: AppConfig,
  invitation: Pick<CreatedInvitation, 'ownerCode' | 'email' | 'userType'>,
  company: Pick<CompanyRow, 'name' | 'legalForm' | 'website'>,
): string {
  const query = new URLSearchParams({
    owner_code: invitation.ownerCode,
    email: invitation.email,
    user_type: invitation.userType,
    company_name: company.name,
    legal_form: company.legalForm ?? '',
    website: company.website,
  });
  return `${config.publicUrl}/Registrierung?${query.toString()}`;
}

/** The German invitation mail with the registration link. */
export function invitationMail(
  config: AppConfig,
  invitation: CreatedInvitation,
  company: CompanyRow,
  inviter: Pick<UserRow, 'firstName' | 'lastName'>,
): MailMessage {
  const level = accessLevels[invitation.userType];
  const days = invitationLifetimeMs / (24 * 60 * 60_000);
  return {
    to: invitation.email,
    subject: `Einladung zu Bildbote von ${company.name}`,
    ...renderMail({
      greeting: 'Guten Tag,',
      paragraphs: [
        `${inviter.firstName} ${inviter.lastName} lädt Sie ein, bei ${company.name} auf der Bildbote-Plattform für digitale biometrische Passbilder mitzuarbeiten.`,
        `Ihre Zugriffsstufe: ${level.label} – ${level.description}`,
        'Bitte registrieren Sie sich über den folgenden Link. Ihre E-Mail-Adresse und Ihr Einladungscode sind dort bereits eingetragen.',
      ],
      link: { label: 'Jetzt registrieren', url: invitationLink(config, invitation, company) },
      closing: [
        `Die Einladung ist ${days} Tage gültig, kann nur einmal verwendet werden und gilt nur für diese E-Mail-Adresse.`,
        'Falls Sie diese Einladung nicht erwartet haben, können Sie diese E-Mail ignorieren.',
      ],
      signature: `Mit freundlichen Grüßen\nIhr Team der ${config.company.name}`,
    }),
  };
}
