import { type ReactNode, type RefObject, useCallback, useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from './confirm-dialog';

export const UNSAVED_CHANGES_QUESTION = 'Leave this page? Your unsaved changes will be lost.';
export const LEAVE_PAGE = 'Leave page';

export interface UnsavedChangesGuard {
  /**
   * Lets the next navigations through without asking (call it just before a save, submit or discard that
   * navigates away; `false` asks again, e.g. when the save failed).
   */
  allowLeaving: (allowed?: boolean) => void;
  /** The 'leave this page?' dialog; render it once in the form. */
  dialog: ReactNode;
}

/**
 * The browser's own 'leave site?' question when the tab is closed or reloaded while `dirty` (unless `leaving`
 * holds true). For a page with several forms, where the in-app dialog of `useUnsavedChangesGuard` (one router
 * blocker at a time) does not fit.
 */
export function useBeforeUnloadWarning(dirty: boolean, leaving?: RefObject<boolean>): void {
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (leaving?.current) return;
      event.preventDefault();
      // Older browsers only ask when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty, leaving]);
}

/**
 * Warns before a form with unsaved changes is left: in-app navigation asks in a dialog, and closing or
 * reloading the tab gets the browser's own question. Nothing is asked once the form is clean or after
 * `allowLeaving()` (the form is being saved or discarded on purpose).
 */
export function useUnsavedChangesGuard(dirty: boolean): UnsavedChangesGuard {
  const leaving = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      !leaving.current &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  useBeforeUnloadWarning(dirty, leaving);

  const allowLeaving = useCallback((allowed = true) => {
    leaving.current = allowed;
  }, []);

  const dialog = (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      message={UNSAVED_CHANGES_QUESTION}
      confirmLabel={LEAVE_PAGE}
      onConfirm={() => blocker.proceed?.()}
      onClose={() => blocker.reset?.()}
    />
  );
  return { allowLeaving, dialog };
}
