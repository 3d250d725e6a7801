/** "45 s" or "3 min": a wait the server asked for (Retry-After), the same in every language. */
export function formatWait(seconds: number): string {
  if (seconds < 60) return `${Math.max(1, Math.ceil(seconds))} s`;
  return `${Math.ceil(seconds / 60)} min`;
}
