import { useCallback, useEffect, useRef, useState } from 'react';

export type CameraStatus = 'off' | 'starting' | 'on' | 'denied' | 'unavailable';

export interface Camera {
  status: CameraStatus;
  stream: MediaStream | null;
  devices: MediaDeviceInfo[];
  deviceId: string;
  /** Another camera is being opened while the picker stays on screen (and keeps the focus). */
  switching: boolean;
  start: (deviceId?: string) => Promise<void>;
  stop: () => void;
}

function stopTracks(stream: MediaStream | null) {
  stream?.getTracks().forEach((track) => track.stop());
}

/** The studio's camera: start, pick among several, stop (also when the page is left). */
export function useCamera(): Camera {
  const [status, setStatus] = useState<CameraStatus>('off');
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [devices, setDevices] = useState<MediaDeviceInfo[]>([]);
  const [deviceId, setDeviceId] = useState('');
  const [switching, setSwitching] = useState(false);
  const current = useRef<MediaStream | null>(null);

  const stop = useCallback(() => {
    stopTracks(current.current);
    current.current = null;
    setStream(null);
    setStatus('off');
  }, []);

  const start = useCallback(async (wanted?: string) => {
    const media = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
    if (!media?.getUserMedia) {
      setStatus('unavailable');
      return;
    }
    // A switch keeps the status 'on': the picker and the preview stay mounted, so the focus stays
    // in the picker instead of falling to the page (the old stream stops first, as many cameras
    // cannot be opened twice).
    const switchingCamera = current.current !== null;
    stopTracks(current.current);
    if (switchingCamera) setSwitching(true);
    else setStatus('starting');
    try {
      const next = await media.getUserMedia({
        audio: false,
        video: {
          ...(wanted ? { deviceId: { exact: wanted } } : { facingMode: 'user' }),
          // As sharp as the camera can: the crop needs 1244 × 1600 pixels of the face region.
          width: { ideal: 3840 },
          height: { ideal: 2160 },
        },
      });
      current.current = next;
      setStream(next);
      setStatus('on');
      setDeviceId(next.getVideoTracks()[0]?.getSettings().deviceId ?? wanted ?? '');
      // Labels are readable only after the permission: list the cameras now.
      const all = await media.enumerateDevices();
      setDevices(all.filter((device) => device.kind === 'videoinput'));
    } catch {
      current.current = null;
      setStream(null);
      setStatus('denied');
    } finally {
      setSwitching(false);
    }
  }, []);

  useEffect(() => () => stopTracks(current.current), []);

  return { status, stream, devices, deviceId, switching, start, stop };
}
