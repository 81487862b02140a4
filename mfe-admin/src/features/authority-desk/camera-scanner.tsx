import { useEffect, useRef, useState } from 'react';
import { Alert } from 'shared-ui/components/alert';
import { Button } from 'shared-ui/components/button';
import { LoadingState } from 'shared-ui/components/spinner';
import { deskTexts } from './desk-texts';
import type * as CodeImageReader from './code-image-reader';

const texts = deskTexts.camera;
/** How often a camera frame is searched for a code: often enough to feel instant, light on CPU. */
const frameIntervalMs = 250;

export interface CameraScannerProps {
  /** The text of the first QR code the camera sees; the camera is off by then. */
  onCode: (text: string) => void;
  onClose: () => void;
}

type CameraState = 'starting' | 'running' | { problem: string };

function stopStream(stream: MediaStream | null) {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

/** The rear camera (on a laptop: the only one), searched for a QR code frame by frame. */
export function CameraScanner({ onCode, onClose }: CameraScannerProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const onCodeRef = useRef(onCode);
  const [state, setState] = useState<CameraState>('starting');

  useEffect(() => {
    onCodeRef.current = onCode;
  }, [onCode]);

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      stopped = true;
      clearTimeout(timer);
      stopStream(stream);
    };

    async function start() {
      if (!navigator.mediaDevices?.getUserMedia) return setState({ problem: texts.unavailable });
      let reader: typeof CodeImageReader;
      try {
        reader = await import('./code-image-reader');
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: 'environment' },
          audio: false,
        });
      } catch (error) {
        const readerMissing = !(error instanceof DOMException);
        return setState({ problem: readerMissing ? deskTexts.readerFailed : texts.denied });
      }
      const video = videoRef.current;
      if (stopped || !video) return stopStream(stream);
      video.srcObject = stream;
      await video.play();
      setState('running');
      const canvas = document.createElement('canvas');
      const context = canvas.getContext('2d', { willReadFrequently: true });
      const scanFrame = async () => {
        if (stopped || !context) return;
        if (video.videoWidth > 0) {
          canvas.width = video.videoWidth;
          canvas.height = video.videoHeight;
          context.drawImage(video, 0, 0);
          const text = await reader.readQrCode(
            context.getImageData(0, 0, canvas.width, canvas.height),
          );
          if (stopped) return;
          if (text) {
            stop();
            return onCodeRef.current(text);
          }
        }
        timer = setTimeout(() => void scanFrame(), frameIntervalMs);
      };
      void scanFrame();
    }

    void start();
    return stop;
  }, []);

  return (
    <section className="bb-desk-camera" aria-label={texts.title}>
      <p>{texts.help}</p>
      {typeof state === 'object' ? <Alert variant="error">{state.problem}</Alert> : null}
      {state === 'starting' ? <LoadingState label={texts.starting} /> : null}
      <video
        ref={videoRef}
        className="bb-desk-camera__video"
        hidden={state !== 'running'}
        muted
        playsInline
        aria-label={texts.title}
      />
      <Button variant="secondary" onClick={onClose}>
        {texts.close}
      </Button>
    </section>
  );
}
