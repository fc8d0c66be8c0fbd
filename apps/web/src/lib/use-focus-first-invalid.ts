import { useCallback, useEffect, useRef, useState } from 'react';
import { focusFirstInvalid } from './focus-first-invalid';

/**
 * For a form's refused submit: pass `onInvalid` as react-hook-form's invalid handler and `containerRef` to the
 * form element. The first invalid field is focused after the render that marks the fields as invalid.
 */
export function useFocusFirstInvalid<T extends HTMLElement>() {
  const containerRef = useRef<T>(null);
  const [request, setRequest] = useState(0);
  useEffect(() => {
    if (request > 0) focusFirstInvalid(containerRef.current);
  }, [request]);
  const onInvalid = useCallback(() => setRequest((n) => n + 1), []);
  return { containerRef, onInvalid };
}
