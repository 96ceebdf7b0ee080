import { useEffect, useRef, useState } from 'react';
import { frameReader } from './reader';
import { admit, type Sightings } from './scanGate';

const EVERY_MS = 120;

export type CameraStatus = { state: 'starting' } | { state: 'scanning' } | { state: 'failed'; message: string };

const failure = (e: unknown) => {
  const name = (e as { name?: string })?.name;
  if (name === 'NotAllowedError') return '未允许使用摄像头，请在浏览器的网站设置中允许后重试';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return '没有找到摄像头';
  return '无法打开摄像头，请确认没有其他应用正在使用';
};

/**
 * The camera as a scanner while the component is shown: the rear camera of a phone (any camera elsewhere) plays in
 * `video`, its frames are read continuously, and each code coming into view is handed to `onCode` once (scanGate).
 */
export function useCameraScanner(onCode: (code: string) => void) {
  const video = useRef<HTMLVideoElement>(null);
  const [status, setStatus] = useState<CameraStatus>({ state: 'starting' });
  const handler = useRef(onCode);
  handler.current = onCode;

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | undefined;
    let timer: number | undefined;
    let seen: Sightings = new Map();
    const start = async () => {
      stream = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 } },
        audio: false,
      });
      const v = video.current;
      if (stopped || !v) return;
      v.srcObject = stream;
      await v.play();
      const read = await frameReader();
      if (stopped) return;
      setStatus({ state: 'scanning' });
      const tick = async () => {
        if (stopped) return;
        const codes = v.readyState >= v.HAVE_CURRENT_DATA ? await read(v) : [];
        for (const code of codes) {
          const r = admit(seen, code, Date.now());
          seen = r.seen;
          if (r.count) handler.current(code);
        }
        timer = window.setTimeout(() => void tick(), EVERY_MS);
      };
      void tick();
    };
    start().catch((e) => !stopped && setStatus({ state: 'failed', message: failure(e) }));
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      stream?.getTracks().forEach((t) => t.stop());
    };
  }, []);

  return { video, status };
}

/** Whether this browser can open a camera at all (a secure page with media devices). */
export const hasCamera = () => typeof navigator !== 'undefined' && !!navigator.mediaDevices?.getUserMedia;
