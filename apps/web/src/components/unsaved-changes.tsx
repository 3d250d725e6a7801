import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';

/**
 * The one guard against leaving unsaved changes: while `isDirty`, a navigation inside the app (links,
 * menu, Back) asks in a modal whether to leave and lose the changes, and closing or reloading the tab
 * asks the browser's own question (beforeunload). Call `leave(go)` to navigate on purpose after a save.
 */
export function useUnsavedChangesGuard(isDirty: boolean) {
  const { t } = useTranslation('common');
  const isDirtyRef = useRef(isDirty);
  isDirtyRef.current = isDirty;
  const isLeavingRef = useRef(false);
  const blocker = useBlocker(
    useCallback(
      ({ currentLocation, nextLocation }) =>
        isDirtyRef.current &&
        !isLeavingRef.current &&
        (currentLocation.pathname !== nextLocation.pathname ||
          currentLocation.search !== nextLocation.search),
      [],
    ),
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let hasAnswered = false;
    modals.openConfirmModal({
      title: t('unsaved.title'),
      centered: true,
      children: <Text>{t('unsaved.text')}</Text>,
      labels: { confirm: t('unsaved.leave'), cancel: t('unsaved.stay') },
      confirmProps: { color: 'red' },
      cancelProps: { 'data-autofocus': true } as Record<string, unknown>,
      onConfirm: () => {
        hasAnswered = true;
        blocker.proceed();
      },
      onClose: () => {
        if (!hasAnswered) blocker.reset();
      },
    });
  }, [blocker, t]);

  useEffect(() => {
    if (!isDirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show their question only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [isDirty]);

  /** Runs a navigation that must not ask (after a successful save, or a deliberate discard). */
  const leave = useCallback((go: () => void) => {
    isLeavingRef.current = true;
    try {
      go();
    } finally {
      // The navigation is scheduled; the form unmounts or stays usable for the next change.
      setTimeout(() => {
        isLeavingRef.current = false;
      }, 0);
    }
  }, []);
  return { leave };
}
