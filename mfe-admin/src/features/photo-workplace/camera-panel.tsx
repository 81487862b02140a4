import { useEffect, useId, useRef } from 'react';
import { Alert } from 'shared-ui/components/alert';
import { Button } from 'shared-ui/components/button';
import { FrameGuides } from './frame-guides';
import { useCamera } from './use-camera';
import { workplaceTexts } from './workplace-texts';

const texts = workplaceTexts.capture;

/** Keys typed into these keep their meaning; space releases the shutter everywhere else. */
function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    ['INPUT', 'TEXTAREA', 'SELECT', 'BUTTON', 'A'].includes(target.tagName)
  );
}

/** Live camera with mirrored preview, face oval and guides; the shutter hands over the video. */
export function CameraPanel({ onShot }: { onShot: (video: HTMLVideoElement) => void }) {
  const camera = useCamera();
  const video = useRef<HTMLVideoElement>(null);
  const pickerId = useId();
  const on = camera.status === 'on';
  const ready = on && !camera.switching;

  useEffect(() => {
    if (video.current) video.current.srcObject = camera.stream;
  }, [camera.stream]);

  // A switch the browser refused removes the picker with the preview: the focus goes to
  // "Kamera starten" next to the explanation instead of falling to the page.
  const controls = useRef<HTMLDivElement>(null);
  const previousStatus = useRef(camera.status);
  useEffect(() => {
    const lostPicker = previousStatus.current === 'on' && camera.status === 'denied';
    previousStatus.current = camera.status;
    const focus = document.activeElement;
    if (lostPicker && (!focus || focus === document.body))
      controls.current?.querySelector('button')?.focus();
  }, [camera.status]);

  useEffect(() => {
    if (!ready) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== ' ' || event.repeat || isTypingTarget(event.target)) return;
      event.preventDefault();
      if (video.current) onShot(video.current);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [ready, onShot]);

  return (
    <section className="bb-workplace__camera" aria-labelledby={`${pickerId}-heading`}>
      <h3 id={`${pickerId}-heading`}>{texts.cameraHeading}</h3>
      {camera.status === 'unavailable' ? (
        <Alert variant="warning">{texts.unavailable}</Alert>
      ) : null}
      {camera.status === 'denied' ? <Alert variant="warning">{texts.denied}</Alert> : null}
      <div className="bb-workplace__camera-controls" ref={controls}>
        {on ? (
          <Button variant="secondary" onClick={camera.stop}>
            {texts.stopCamera}
          </Button>
        ) : (
          <Button
            variant="secondary"
            onClick={() => void camera.start(camera.deviceId || undefined)}
            disabled={camera.status === 'starting'}
          >
            {camera.status === 'starting' ? texts.starting : texts.startCamera}
          </Button>
        )}
        {on && camera.devices.length > 1 ? (
          <label className="bb-workplace__inline-field" htmlFor={pickerId}>
            {texts.cameraPicker}{' '}
            <select
              id={pickerId}
              className="bb-field__control"
              value={camera.deviceId}
              onChange={(event) => void camera.start(event.target.value)}
            >
              {camera.devices.map((device, index) => (
                <option key={device.deviceId} value={device.deviceId}>
                  {device.label || `Kamera ${index + 1}`}
                </option>
              ))}
            </select>
          </label>
        ) : null}
      </div>
      {on ? (
        <>
          <div className="bb-workplace__preview" aria-busy={camera.switching}>
            <video
              ref={video}
              className="bb-workplace__video"
              autoPlay
              muted
              playsInline
              aria-label={texts.preview}
            />
            <FrameGuides className="bb-workplace__guides" />
          </div>
          <Button
            className="bb-workplace__shutter"
            disabled={!ready}
            onClick={() => video.current && onShot(video.current)}
          >
            {texts.shutter}
          </Button>
          <p className="bb-workplace__hint">{texts.shutterHint}</p>
        </>
      ) : null}
    </section>
  );
}
