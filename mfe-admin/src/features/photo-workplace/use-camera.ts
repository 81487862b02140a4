import { useCallback, useEffect, useRef, useState } from 'react';

export type CameraStatus = 'off' | 'starting' | 'on' | 'denied' | 'unavailable';

export interface Camera {
  status: CameraStatus;
  stream: MediaStream | null;
  devices: MediaDeviceInfo[];
  deviceId: string;
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
    stopTracks(current.current);
    setStatus('starting');
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
    }
  }, []);

  useEffect(() => () => stopTracks(current.current), []);

  return { status, stream, devices, deviceId, start, stop };
}
