import { type RefObject, useEffect, useRef, useState } from 'react';
import { createScanDecoder } from './scan-decoder';

export type CameraState = 'starting' | 'scanning' | 'denied' | 'absent' | 'off';

/** How often a frame is read: quick enough to feel instant, light enough for a phone's battery. */
const FRAME_INTERVAL_MS = 200;

function cameraProblem(error: unknown): CameraState {
  const name = error instanceof DOMException ? error.name : '';
  return name === 'NotAllowedError' || name === 'SecurityError' ? 'denied' : 'absent';
}

/**
 * While `active`, shows the back camera in `videoRef` and reads frames until a code is found, which goes to
 * `onCode`; the camera is released as soon as scanning stops (a code read, the page left).
 */
export function useCameraScan(
  videoRef: RefObject<HTMLVideoElement | null>,
  active: boolean,
  onCode: (text: string) => void,
  /** A new number starts the camera again (after it could not be opened). */
  attempt = 0,
): CameraState {
  const [state, setState] = useState<CameraState>('starting');
  const onCodeRef = useRef(onCode);
  onCodeRef.current = onCode;

  // `attempt` is not read inside: a new value only starts the camera again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    if (!active) {
      setState('off');
      return;
    }
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const release = () => {
      for (const track of stream?.getTracks() ?? []) track.stop();
      stream = null;
    };

    const run = async () => {
      setState('starting');
      if (!navigator.mediaDevices?.getUserMedia) {
        setState('absent');
        return;
      }
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } },
          audio: false,
        });
      } catch (error) {
        if (!stopped) setState(cameraProblem(error));
        return;
      }
      const video = videoRef.current;
      if (stopped || !video) {
        release();
        return;
      }
      video.srcObject = stream;
      await video.play().catch(() => undefined);
      const decoder = await createScanDecoder();
      if (stopped) return;
      setState('scanning');
      const tick = async () => {
        if (stopped) return;
        const text = await decoder.decode(video).catch(() => null);
        if (stopped) return;
        if (text) {
          release();
          onCodeRef.current(text);
          return;
        }
        timer = setTimeout(tick, FRAME_INTERVAL_MS);
      };
      void tick();
    };

    void run();
    return () => {
      stopped = true;
      clearTimeout(timer);
      release();
      if (videoRef.current) videoRef.current.srcObject = null;
    };
  }, [active, videoRef, attempt]);

  return state;
}
