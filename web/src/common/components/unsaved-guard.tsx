/**
 * The unsaved-changes guard of Account Settings (issue 13: edits were lost silently on navigation). While `dirty`:
 * leaving for another page in the app asks first (react-router `useBlocker`, which needs the data router of
 * web/src/app.tsx) with 'Stay on this page' / 'Leave without saving'; closing or reloading the tab gets the
 * browser's own prompt (`beforeunload`). Changing only the query or hash of the same page is not blocked.
 * Also the investor portal's listing editor's guard (its own words through `strings`).
 */
import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';

/** The dialog's words: each page passes its own (Account Settings', the investor portal's listing editor's). */
export interface UnsavedStrings {
  title: string;
  body: string;
  stay: string;
  leave: string;
  /** The close button's accessible name. */
  close: string;
}

export function UnsavedChangesGuard({ dirty, strings: t }: { dirty: boolean; strings: UnsavedStrings }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = ''; // older browsers need a value to show the prompt
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  // The changes were saved (or undone) while the question was open: let the navigation go on.
  useEffect(() => {
    if (blocker.state === 'blocked' && !dirty) blocker.proceed();
  }, [blocker, dirty]);

  return (
    <Modal
      visible={blocker.state === 'blocked'}
      onDismiss={() => blocker.reset?.()}
      header={t.title}
      closeAriaLabel={t.close}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={() => blocker.reset?.()}>
              {t.stay}
            </Button>
            <Button variant="primary" onClick={() => blocker.proceed?.()}>
              {t.leave}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      {t.body}
    </Modal>
  );
}
