import { limits } from '@poolside/contract/constants';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { api } from '../lib/api-client';
import { getSession } from '../lib/session';

/** Every navigation scrolls to the top. */
export function useScrollToTop() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new path on purpose
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
}

/** The PVU page-view statistic: 1 s after each navigation except to /, when logged in. */
export function usePageViewStatistic() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (pathname === '/') return;
    const timer = window.setTimeout(() => {
      if (!getSession()) return;
      api.post('/statistics/pageView', { path: pathname }).catch(() => undefined);
    }, limits.pageViewDelayMs);
    return () => window.clearTimeout(timer);
  }, [pathname]);
}
