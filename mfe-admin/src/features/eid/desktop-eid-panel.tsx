import { useEffect, useRef, useState } from 'react';
import { Button } from 'shared-ui/components/button';
import { LoadingState } from 'shared-ui/components/spinner';
import { navigateTo } from './eid-navigation';
import { EidMessageAlert, otherHostMessage, type EidMessage } from './eid-message';
import { eidTexts as texts } from './eid-texts';
import { openEidPopup, watchPopup } from './popup-watcher';
import type { ProviderAnswer } from './provider-answer';
import { useRedeemCode, useStartEid, verificationPageTexts } from './use-eid-flow';

type Phase = 'idle' | 'starting' | 'waiting' | 'verifying';

/**
 * The desktop panel: the provider's page (display=page) in an 800x600 popup whose address is
 * read every second until it carries the code or the popup is closed (signed-in-area.md §4).
 */
export function DesktopEidPanel() {
  const [start] = useStartEid();
  const redeem = useRedeemCode(verificationPageTexts);
  const [phase, setPhase] = useState<Phase>('idle');
  const [message, setMessage] = useState<EidMessage | null>(null);
  const stopWatching = useRef<(() => void) | null>(null);

  useEffect(() => () => stopWatching.current?.(), []);

  async function answered(answer: Exclude<ProviderAnswer, { kind: 'none' }>) {
    stopWatching.current = null;
    if (answer.kind === 'error') {
      setPhase('idle');
      setMessage({
        variant: 'error',
        title: texts.authenticationFailed,
        text: answer.description ?? answer.error,
      });
      return;
    }
    setPhase('verifying');
    const outcome = await redeem(answer.verification);
    setPhase('idle');
    // Success switches the page to the success panel through the session's eID flag.
    if (!outcome.verified) setMessage({ variant: 'error', text: outcome.message });
  }

  async function begin() {
    setMessage(null);
    // Opened inside the click, before the server answers: popup blockers allow only that.
    const popup = openEidPopup();
    setPhase('starting');
    const started = await start('page');
    if ('message' in started || 'publicOrigin' in started) {
      popup?.close();
      setPhase('idle');
      setMessage(
        'message' in started
          ? { variant: 'error', text: started.message }
          : otherHostMessage(started.publicOrigin),
      );
      return;
    }
    if (!popup) {
      navigateTo(started.url);
      return;
    }
    popup.location.href = started.url;
    setPhase('waiting');
    stopWatching.current = watchPopup(popup, {
      onAnswer: (answer) => void answered(answer),
      onClosed: () => {
        stopWatching.current = null;
        setPhase('idle');
        setMessage({ variant: 'info', text: texts.popupClosed });
      },
    });
  }

  return (
    <section className="bb-eid__panel" aria-labelledby="bb-eid-desktop-heading">
      <h2 id="bb-eid-desktop-heading">{texts.desktopHeading}</h2>
      <p>{texts.desktopText}</p>
      <Button onClick={() => void begin()} disabled={phase !== 'idle'}>
        {texts.start}
      </Button>
      {phase === 'starting' ? <LoadingState label={texts.starting} /> : null}
      {phase === 'waiting' ? <p role="status">{texts.popupOpen}</p> : null}
      {phase === 'verifying' ? <LoadingState label={texts.verifying} /> : null}
      <EidMessageAlert message={message} />
    </section>
  );
}
