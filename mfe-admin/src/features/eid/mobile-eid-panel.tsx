import { useState } from 'react';
import { Button } from 'shared-ui/components/button';
import { LoadingState } from 'shared-ui/components/spinner';
import { navigateTo } from './eid-navigation';
import { EidMessageAlert, otherHostMessage, type EidMessage } from './eid-message';
import { eidTexts as texts } from './eid-texts';
import { useStartEid } from './use-eid-flow';

/**
 * The mobile panel: the whole page goes to the provider (display=touch), which sends the person
 * back to /adesso-redirect, where the code is redeemed.
 */
export function MobileEidPanel() {
  const [start] = useStartEid();
  const [leaving, setLeaving] = useState(false);
  const [message, setMessage] = useState<EidMessage | null>(null);

  async function begin() {
    setMessage(null);
    setLeaving(true);
    const started = await start('touch');
    if ('message' in started || 'publicOrigin' in started) {
      setLeaving(false);
      setMessage(
        'message' in started
          ? { variant: 'error', text: started.message }
          : otherHostMessage(started.publicOrigin),
      );
      return;
    }
    navigateTo(started.url);
  }

  return (
    <section className="bb-eid__panel" aria-labelledby="bb-eid-mobile-heading">
      <h2 id="bb-eid-mobile-heading">{texts.mobileHeading}</h2>
      <p>{texts.mobileText}</p>
      <Button onClick={() => void begin()} disabled={leaving} className="bb-eid__mobile-start">
        {texts.start}
      </Button>
      {leaving ? <LoadingState label={texts.starting} /> : null}
      <EidMessageAlert message={message} />
    </section>
  );
}
