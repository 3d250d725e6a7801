// Part number and serial rules (spec 02 section 5), pure so the screen and the server run the same ones.

/** PNs are matched trimmed, uppercased and without the spare-part suffix -SP. */
export function normalizePn(pn: string): string {
  return pn.trim().toUpperCase().replace(/-SP$/, '');
}

/** Serials are matched trimmed and uppercased. */
export function normalizeSn(sn: string): string {
  return sn.trim().toUpperCase();
}

/** A pulley ("pully" in the catalogue's words) is non-serial whatever its flag says. */
export function isPulleyPart(description: string): boolean {
  return /pull?e?y/i.test(description);
}

/** A part carries no serial when the catalogue flags it so, or when it is a pulley. */
export function isNonSerialPart(part: { isNonSerial: boolean; description: string }): boolean {
  return part.isNonSerial || isPulleyPart(part.description);
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

/**
 * "Recorded elsewhere": the robot's record holds a serial of the old part's PN, and the reported old serial
 * is none of them, so it cannot be the part taken out of this robot. `fitted` are the robot's fitted parts
 * now (removed ones excluded). A PN the record holds no serial of, or an empty serial, is never refused here.
 */
export function isRecordedElsewhere(
  oldPn: string,
  oldSn: string,
  fitted: readonly { pn: string; sn: string | null }[],
): boolean {
  const pn = normalizePn(oldPn);
  const sn = normalizeSn(oldSn);
  if (!pn || !sn) return false;
  const recorded = fitted.filter((f) => f.sn && normalizePn(f.pn) === pn).map((f) => normalizeSn(f.sn!));
  return recorded.length > 0 && !recorded.includes(sn);
}
