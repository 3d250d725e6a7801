import { useEffect, useState } from 'react';

/**
 * False until the page has painted and the browser has a moment (requestIdleCallback, at most 2 s; 200 ms where
 * there is none): for code the first paint does not need (overlays, the news carousel). Loading it right after
 * the first commit would still compete with the page's largest paint.
 */
export function useIdle(): boolean {
  const [isIdle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => setIdle(true), { timeout: 2000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(() => setIdle(true), 200);
    return () => clearTimeout(id);
  }, []);
  return isIdle;
}
