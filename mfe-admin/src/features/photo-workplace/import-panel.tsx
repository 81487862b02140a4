import { useEffect, useId, useRef, useState } from 'react';
import { Button } from 'shared-ui/components/button';
import { acceptedImageTypes } from './image-pipeline';
import { workplaceTexts } from './workplace-texts';

const texts = workplaceTexts.capture;

/** JPEG or PNG files of the studio camera, by drag and drop or the file picker. */
export function ImportPanel({ onFiles }: { onFiles: (files: File[]) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const zone = useRef<HTMLDivElement>(null);
  const [over, setOver] = useState(false);
  const headingId = useId();

  // Dropping is the mouse's shortcut; the button does the same for keyboard and touch.
  useEffect(() => {
    const element = zone.current;
    if (!element) return undefined;
    const dragOver = (event: DragEvent) => {
      event.preventDefault();
      setOver(true);
    };
    const dragLeave = () => setOver(false);
    const drop = (event: DragEvent) => {
      event.preventDefault();
      setOver(false);
      onFiles(Array.from(event.dataTransfer?.files ?? []));
    };
    element.addEventListener('dragover', dragOver);
    element.addEventListener('dragleave', dragLeave);
    element.addEventListener('drop', drop);
    return () => {
      element.removeEventListener('dragover', dragOver);
      element.removeEventListener('dragleave', dragLeave);
      element.removeEventListener('drop', drop);
    };
  }, [onFiles]);

  return (
    <section className="bb-workplace__import" aria-labelledby={headingId}>
      <h3 id={headingId}>{texts.importHeading}</h3>
      <div
        ref={zone}
        className={`bb-workplace__drop${over ? ' bb-workplace__drop--over' : ''}`}
        data-testid="drop-zone"
      >
        <p>{texts.dropZone}</p>
        <Button variant="secondary" onClick={() => input.current?.click()}>
          {texts.pickFiles}
        </Button>
        <input
          ref={input}
          type="file"
          accept={acceptedImageTypes.join(',')}
          multiple
          hidden
          aria-label={texts.pickFiles}
          onChange={(event) => {
            onFiles(Array.from(event.target.files ?? []));
            event.target.value = '';
          }}
        />
      </div>
    </section>
  );
}
