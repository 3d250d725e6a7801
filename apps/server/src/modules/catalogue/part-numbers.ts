/** Part numbers are matched uppercased and without the spare-part suffix -SP (spec 02 section 5). */
export function normalizePn(pn: string): string {
  return pn.trim().toUpperCase().replace(/-SP$/, '');
}

export function normalizeSn(sn: string): string {
  return sn.trim().toUpperCase();
}

/** A part whose description says "pully" (pulley wheel) is non-serial whatever its flag says. */
export function isNonSerialPart(part: { isNonSerial: boolean; description: string }): boolean {
  return part.isNonSerial || /pull?e?y/i.test(part.description);
}

/** Whether a serial has the shape of its part number's serials (prefix and length, both optional). */
export function matchesSerialPattern(
  sn: string,
  pattern: { snPrefix: string | null; snLength: number | null },
): boolean {
  if (!/^[A-Z0-9-]+$/.test(sn)) return false;
  if (pattern.snPrefix && !sn.startsWith(pattern.snPrefix.toUpperCase())) return false;
  if (pattern.snLength && sn.length !== pattern.snLength) return false;
  return true;
}
