import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { classNames } from './class-names';
import './modal.css';

export interface ModalProps {
  open: boolean;
  title: string;
  /** Escape, the close button and a click on the backdrop call this. */
  onClose: () => void;
  children: ReactNode;
  /** Buttons at the bottom, e.g. Abbrechen / Hinzufügen. */
  actions?: ReactNode;
  /** Accessible name of the × button; `null` hides it (e.g. a success dialog with only Ok). */
  closeLabel?: string | null;
  className?: string;
}

const focusableSelector = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusableIn(element: HTMLElement): HTMLElement[] {
  return Array.from(element.querySelectorAll<HTMLElement>(focusableSelector));
}

/**
 * An accessible modal dialog: labelled by its title, focus moves into it and stays there
 * (Tab wraps), Escape closes it, and focus returns to where it was when it closes.
 */
export function Modal({
  open,
  title,
  onClose,
  children,
  actions,
  closeLabel = 'Schließen',
  className,
}: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);

  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    if (!open) return undefined;
    const previouslyFocused = document.activeElement as HTMLElement | null;
    const dialog = dialogRef.current;
    if (dialog) (focusableIn(dialog)[0] ?? dialog).focus();

    const keepFocusInside = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab' || !dialogRef.current) return;
      const focusable = focusableIn(dialogRef.current);
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      const inside = dialogRef.current.contains(document.activeElement);
      if (event.shiftKey && (document.activeElement === first || !inside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', keepFocusInside);
    return () => {
      document.removeEventListener('keydown', keepFocusInside);
      previouslyFocused?.focus?.();
    };
  }, [open]);

  if (!open) return null;

  return createPortal(
    <div className="bb-modal">
      {/* The backdrop is a mouse convenience; keyboard users close with Escape or the buttons. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div className="bb-modal__backdrop" onClick={onClose} />
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={classNames('bb-modal__dialog', className)}
      >
        <div className="bb-modal__header">
          <h2 id={titleId} className="bb-modal__title">
            {title}
          </h2>
          {closeLabel ? (
            <button
              type="button"
              className="bb-modal__close"
              aria-label={closeLabel}
              onClick={onClose}
            >
              <span aria-hidden="true">×</span>
            </button>
          ) : null}
        </div>
        <div className="bb-modal__body">{children}</div>
        {actions ? <div className="bb-modal__actions">{actions}</div> : null}
      </div>
    </div>,
    document.body,
  );
}
