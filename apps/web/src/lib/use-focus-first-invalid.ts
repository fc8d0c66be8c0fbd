import { useCallback, useEffect, useRef, useState } from 'react';
import { focusFirstInvalid } from './focus-first-invalid';

/** Frames to wait for the fields to show as invalid before giving up. */
const MAX_FRAMES = 10;

/**
 * For a form's refused submit: pass `onInvalid` as react-hook-form's invalid handler and `containerRef` to the
 * form element. react-hook-form calls `onInvalid` before it publishes the errors, so the fields are marked
 * invalid only a render or two later: the focus waits for them, a frame at a time.
 */
export function useFocusFirstInvalid<T extends HTMLElement>() {
  const containerRef = useRef<T>(null);
  const [request, setRequest] = useState(0);
  useEffect(() => {
    if (request === 0) return;
    let frame = 0;
    let handle = 0;
    const attempt = () => {
      if (focusFirstInvalid(containerRef.current) || ++frame >= MAX_FRAMES) return;
      handle = requestAnimationFrame(attempt);
    };
    attempt();
    return () => cancelAnimationFrame(handle);
  }, [request]);
  const onInvalid = useCallback(() => setRequest((n) => n + 1), []);
  return { containerRef, onInvalid };
}
