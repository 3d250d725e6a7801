import { startTransition, useEffect, useState } from 'react';

/**
 * False until the page has painted and the browser has a moment (requestIdleCallback, at most 2 s; 200 ms where
 * there is none): for code the first paint does not need (overlays, the news carousel). Loading it right after
 * the first commit would still compete with the page's largest paint. The change renders as a transition: React
 * renders it in slices that leave the main thread free between them.
 */
export function useIdle(): boolean {
  const [isIdle, setIdle] = useState(false);
  useEffect(() => {
    const becomeIdle = () => startTransition(() => setIdle(true));
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(becomeIdle, { timeout: 2000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(becomeIdle, 200);
    return () => clearTimeout(id);
  }, []);
  return isIdle;
}
