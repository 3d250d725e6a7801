// The warranty rules of docs/decisions.md ("## Warranty"), pure so every type is unit-tested at its edges.
// Dates are SQL date strings (YYYY-MM-DD, UTC); an end date is the last covered day (inclusive).
import type { PartSlot } from '../../db/schema/catalogue.ts';

export type WarrantyTypeRule = {
  id: number;
  name: string;
  /** Years every part is covered. */
  allPartsYears: number;
  /** Years the major components (motor, slave motor, pumps, power supply) are covered. */
  majorYears: number;
};

/** Spec 03 section 9; 237 is absent from the spec's table and is not a valid type. */
export const warrantyTypeRules: Record<number, WarrantyTypeRule> = {
  231: { id: 231, name: 'Full', allPartsYears: 2, majorYears: 2 },
  232: { id: 232, name: 'Limited', allPartsYears: 0, majorYears: 2 },
  233: { id: 233, name: 'Mixed', allPartsYears: 2, majorYears: 3 },
  234: { id: 234, name: 'Mixed 2', allPartsYears: 2, majorYears: 4 },
  235: { id: 235, name: 'Mixed 3', allPartsYears: 1, majorYears: 2 },
  236: { id: 236, name: 'Mixed 4', allPartsYears: 1, majorYears: 3 },
  238: { id: 238, name: 'Mixed 5', allPartsYears: 3, majorYears: 4 },
};

export const majorSlots: readonly PartSlot[] = ['motor', 'slave', 'pump1', 'pump2', 'psu'];

export function isMajorSlot(slot: PartSlot | null | undefined): boolean {
  return slot ? majorSlots.includes(slot) : false;
}

export type WarrantyInput = {
  warrantyType: number;
  productionDate: string;
  shipDate: string | null;
  saleDate: string | null;
  warrantyUpdated: boolean;
  manualStart: string | null;
  manualEnd: string | null;
  /** rExtWarranty: months added to every period. */
  extMonths: number;
};

export type Warranty = {
  start: string;
  /** Months of the longest coverage (major components), extension included. */
  periodMonths: number;
  /** Last day of the robot's warranty (major components), or the manual end. */
  end: string;
  /** Last day every part is covered; null when only major components are (type 232). */
  allPartsEnd: string | null;
  majorEnd: string;
};

/** Adds months to a date, clamped to the end of a shorter month (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, lastDay));
  return target.toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86400_000).toISOString().slice(0, 10);
}

/** The rule of a type id; an unknown type covers nothing beyond the default (231) so nobody gains by it. */
export function ruleOf(warrantyType: number): WarrantyTypeRule {
  return warrantyTypeRules[warrantyType] ?? warrantyTypeRules[231];
}

/** Start: the manual start if set, else the sale date once the warranty is updated, else ship/production. */
export function warrantyStart(input: WarrantyInput): string {
  if (input.manualStart) return input.manualStart;
  if (input.warrantyUpdated && input.saleDate) return input.saleDate;
  return input.shipDate ?? input.productionDate;
}

/**
 * A manual end before the warranty's start (the manual start if set, else the stored sale/ship/production
 * start) would show a warranty that ends before it begins: refused wherever the manual dates change.
 */
export function isManualEndBeforeStart(input: WarrantyInput): boolean {
  return input.manualEnd !== null && input.manualEnd < warrantyStart(input);
}

/** Last covered day of a period of `months` from `start`. */
function endOf(start: string, months: number): string {
  return addDays(addMonths(start, months), -1);
}

/** Computes a unit's warranty from its data. */
export function computeWarranty(input: WarrantyInput): Warranty {
  const rule = ruleOf(input.warrantyType);
  const start = warrantyStart(input);
  const ext = Math.max(0, input.extMonths);
  const periodMonths = rule.majorYears * 12 + ext;
  const majorEnd = input.manualEnd ?? endOf(start, periodMonths);
  let allPartsEnd: string | null = null;
  if (rule.allPartsYears > 0) {
    // A manual end is an admin decision about the whole robot: it replaces both ends.
    allPartsEnd = input.manualEnd ?? endOf(start, rule.allPartsYears * 12 + ext);
  }
  return { start, periodMonths, end: majorEnd, allPartsEnd, majorEnd };
}

/** Whether the robot is under warranty on a date (its major components are still covered). */
export function isUnderWarranty(warranty: Warranty, on: string): boolean {
  return on >= warranty.start && on <= warranty.end;
}

/** The last day a part in this slot is covered, or null when it never is. */
export function partWarrantyEnd(warranty: Warranty, slot: PartSlot | null | undefined): string | null {
  return isMajorSlot(slot) ? warranty.majorEnd : warranty.allPartsEnd;
}

/** Whether a part in this slot is covered on a date. */
export function isPartCovered(warranty: Warranty, slot: PartSlot | null | undefined, on: string): boolean {
  const end = partWarrantyEnd(warranty, slot);
  return end !== null && on >= warranty.start && on <= end;
}
