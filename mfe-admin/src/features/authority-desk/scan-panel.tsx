import { useId, useState, type ChangeEvent, type FormEvent, type RefObject } from 'react';
import { Alert } from 'shared-ui/components/alert';
import { Button } from 'shared-ui/components/button';
import { LoadingState } from 'shared-ui/components/spinner';
import { CameraScanner } from './camera-scanner';
import { deskTexts } from './desk-texts';
import type * as CodeImageReader from './code-image-reader';

const texts = deskTexts.scan;

export interface ScanPanelProps {
  /** The scanned text (a code URL, or whatever the scanner read). */
  onScan: (text: string) => void;
  /**
   * The scan field, focused on arrival, after "Nächster Code", and again when an image was read
   * or the camera closed: a handheld scanner types into whatever has the focus.
   */
  inputRef: RefObject<HTMLInputElement | null>;
}

/** The text of the QR code in a photographed code, or why there is none. */
async function codeInImage(file: File): Promise<{ text: string } | { problem: string }> {
  let reader: typeof CodeImageReader;
  try {
    reader = await import('./code-image-reader');
  } catch {
    return { problem: deskTexts.readerFailed };
  }
  try {
    const text = await reader.readQrCode(file);
    return text ? { text } : { problem: deskTexts.image.noCode };
  } catch {
    return { problem: deskTexts.image.unreadable };
  }
}

/**
 * Three ways to read a code: a handheld scanner typing into the focused field (ending with
 * Enter), the camera, or an uploaded photo of the code. The field is emptied at once: the
 * code holds the key, which must not linger in the page (nor in the browser's form history).
 */
export function ScanPanel({ onScan, inputRef }: ScanPanelProps) {
  const fieldId = useId();
  const hintId = useId();
  const [cameraOpen, setCameraOpen] = useState(false);
  const [readingImage, setReadingImage] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const field = event.currentTarget.elements.namedItem('code') as HTMLInputElement;
    const text = field.value;
    field.value = '';
    setProblem(null);
    onScan(text);
  }

  async function readImage(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    setProblem(null);
    setReadingImage(true);
    const found = await codeInImage(file);
    setReadingImage(false);
    // Choosing the file left the focus on the upload's file input.
    inputRef.current?.focus();
    if ('problem' in found) return setProblem(found.problem);
    onScan(found.text);
  }

  function closeCamera() {
    setCameraOpen(false);
    // The camera's buttons go away with it, and the camera button was disabled meanwhile.
    inputRef.current?.focus();
  }

  function scannedByCamera(text: string) {
    closeCamera();
    onScan(text);
  }

  return (
    <section className="bb-desk-scan" aria-label={texts.label}>
      <form className="bb-desk-scan__form" onSubmit={submit} autoComplete="off">
        <label htmlFor={fieldId} className="bb-desk-scan__label">
          {texts.label}
        </label>
        <p id={hintId} className="bb-desk-scan__hint">
          {texts.hint}
        </p>
        <div className="bb-desk-scan__row">
          <input
            ref={inputRef}
            id={fieldId}
            name="code"
            type="text"
            className="bb-field__control bb-desk-scan__input"
            aria-describedby={hintId}
            autoComplete="off"
            autoCapitalize="off"
            autoCorrect="off"
            spellCheck={false}
          />
          <Button type="submit">{texts.submit}</Button>
        </div>
      </form>
      <div className="bb-desk-scan__alternatives">
        <Button variant="secondary" onClick={() => setCameraOpen(true)} disabled={cameraOpen}>
          {texts.camera}
        </Button>
        <label className="bb-button bb-button--secondary bb-desk-scan__upload">
          {texts.image}
          <input
            type="file"
            accept="image/*"
            className="bb-visually-hidden"
            onChange={(event) => void readImage(event)}
          />
        </label>
      </div>
      {readingImage ? <LoadingState label={deskTexts.image.reading} /> : null}
      {problem ? <Alert variant="error">{problem}</Alert> : null}
      {cameraOpen ? <CameraScanner onCode={scannedByCamera} onClose={closeCamera} /> : null}
    </section>
  );
}
