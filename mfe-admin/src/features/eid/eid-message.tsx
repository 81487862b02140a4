import { Alert, type AlertVariant } from 'shared-ui/components/alert';

/** A message of the eID pages: an alert, optionally with the bold first line. */
export interface EidMessage {
  variant: AlertVariant;
  text: string;
  title?: string;
}

export function EidMessageAlert({ message }: { message: EidMessage | null }) {
  if (!message) return null;
  return (
    <Alert variant={message.variant} {...(message.title ? { title: message.title } : {})}>
      <p className="bb-eid__message">{message.text}</p>
    </Alert>
  );
}
