import { eidPopup, eidRedirectPath } from './eid-texts';
import { readProviderAnswer, type ProviderAnswer } from './provider-answer';

/** The part of a popup window the watcher uses. */
export interface WatchedPopup {
  readonly closed: boolean;
  readonly location: { readonly href: string };
  close(): void;
}

export interface PopupWatch {
  /** The popup is back on /adesso-redirect with a code or an error; it has been closed. */
  onAnswer(answer: Exclude<ProviderAnswer, { kind: 'none' }>): void;
  /** The person closed the popup before the provider answered. */
  onClosed(): void;
}

/** The popup's address while it is readable, i.e. back on this site; null while it is not. */
function readableAddress(popup: WatchedPopup, origin: string): URL | null {
  try {
    const url = new URL(popup.location.href);
    return url.origin === origin ? url : null;
  } catch {
    // A cross-origin page (the provider's) cannot be read; keep waiting.
    return null;
  }
}

/**
 * Reads the popup's address every second (signed-in-area.md §4 and §9) and stops when the popup
 * is closed or its address carries the provider's answer. Returns a function that stops early.
 */
export function watchPopup(
  popup: WatchedPopup,
  { onAnswer, onClosed }: PopupWatch,
  origin: string = window.location.origin,
): () => void {
  const timer = window.setInterval(() => {
    if (popup.closed) {
      window.clearInterval(timer);
      onClosed();
      return;
    }
    const address = readableAddress(popup, origin);
    if (!address || address.pathname !== eidRedirectPath) return;
    const answer = readProviderAnswer(address.search);
    if (answer.kind === 'none') return;
    window.clearInterval(timer);
    popup.close();
    onAnswer(answer);
  }, eidPopup.pollIntervalMs);
  return () => window.clearInterval(timer);
}

/** Opens the empty, centred 800x600 popup at once, inside the click (popup blockers). */
export function openEidPopup(): Window | null {
  const { width, height, name } = eidPopup;
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - height) / 2));
  return window.open('', name, `popup,width=${width},height=${height},left=${left},top=${top}`);
}

/**
 * Whether this page is the desktop popup, opened by a Bildbote page that reads its address:
 * then that page redeems the code, and this one must not (a code is redeemed only once).
 */
export function isEidPopup(): boolean {
  try {
    const { opener } = window as { opener: Window | null };
    return (
      opener !== null && opener !== window && opener.location.origin === window.location.origin
    );
  } catch {
    return false;
  }
}
