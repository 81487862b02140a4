import { Alert, type AlertVariant } from 'shared-ui/components/alert';
import { eidTexts as texts, eidVerificationPath } from './eid-texts';

/** A message of the eID pages: an alert, optionally with the bold first line. */
export interface EidMessage {
  variant: AlertVariant;
  text: string;
  title?: string;
  /** A full address (another origin), hence a plain link. */
  link?: { href: string; label: string };
}

/** The message when this page runs under another origin than the provider returns to. */
export function otherHostMessage(publicOrigin: string): EidMessage {
  const host = new URL(publicOrigin).host;
  return {
    variant: 'error',
    title: texts.otherHostTitle,
    text: texts.otherHost(host),
    link: { href: `${publicOrigin}${eidVerificationPath}`, label: texts.otherHostLink(host) },
  };
}

export function EidMessageAlert({ message }: { message: EidMessage | null }) {
  if (!message) return null;
  return (
    <Alert variant={message.variant} {...(message.title ? { title: message.title } : {})}>
      <p className="bb-eid__message">{message.text}</p>
      {message.link ? (
        <p>
          <a href={message.link.href}>{message.link.label}</a>
        </p>
      ) : null}
    </Alert>
  );
}
