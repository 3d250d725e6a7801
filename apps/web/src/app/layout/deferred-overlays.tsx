import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { FeedbackDialogHost } from '../../components/feedback-dialogs';
import { overlaysMounted } from './overlays-ready';

/**
 * What the logged-in shell shows only on demand: the modals of `modals.open…` (components/confirm.tsx), the
 * notifications and the generic success/error dialog. Their code (Modal, focus trap, scroll lock, transitions)
 * loads after the first paint (authenticated-layout.tsx). Each keeps what was asked before it mounted: the
 * notifications and the dialog live in stores they read on mount; `modals.open…` comes from a click, later.
 * `ModalsProvider` without children: the pages use the `modals` functions (window events), not `useModals()`.
 */
export function DeferredOverlays() {
  // After the children's effects: ModalsProvider listens for `modals.open…` by then.
  useEffect(() => overlaysMounted(), []);
  return (
    <>
      <ModalsProvider />
      <Notifications position="top-right" />
      <FeedbackDialogHost />
    </>
  );
}
