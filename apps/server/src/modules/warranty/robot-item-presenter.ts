import type { RobotItem } from '@poolside/contract/warranty';
import { dateToUnix } from '../../lib/dates.ts';
import { imageUrl } from '../catalogue/index.ts';
import {
  type FittedRow,
  isUnderWarranty,
  type ModelRow,
  partWarrantyEnd,
  ruleOf,
  type UnitRow,
  type Warranty,
} from '../units/index.ts';

type PairSlot = 'motor' | 'slave' | 'pump1' | 'pump2' | 'psu';
const pairSlots: PairSlot[] = ['motor', 'slave', 'pump1', 'pump2', 'psu'];

/** Part changes: each removed part with the one fitted in its place that day (same slot). */
export function presentHistory(fitted: FittedRow[]): RobotItem['history'] {
  return fitted
    .filter((r) => r.removedAt !== null)
    .map((old) => {
      const next = fitted.find(
        (r) => r.id !== old.id && r.slot === old.slot && r.fittedFrom === old.removedAt,
      );
      return {
        slot: old.slot,
        oldPN: old.pn,
        oldSN: old.sn ?? '',
        newPN: next?.pn ?? '',
        newSN: next?.sn ?? '',
        date: dateToUnix(old.removedAt!),
      };
    })
    .sort((a, b) => b.date - a.date);
}

/** The spec's robot item: warranty fields, the flat PN/SN pairs of the fitted parts, history. */
export function presentRobotItem(input: {
  unit: UnitRow;
  model: ModelRow;
  fitted: FittedRow[];
  names: Map<string, string>;
  warranty: Warranty;
  today: string;
  byAutoComplete?: boolean;
}): RobotItem {
  const { unit, model, fitted, names, warranty, today } = input;
  const active = fitted.filter((r) => r.removedAt === null);
  const pairs = {} as Record<`${PairSlot}${'PN' | 'SN'}`, string>;
  for (const slot of pairSlots) {
    const row = active.find((r) => r.slot === slot);
    pairs[`${slot}PN`] = row?.pn ?? '';
    pairs[`${slot}SN`] = row?.sn ?? '';
  }
  return {
    sn: unit.sn,
    pn: model.pn,
    name: model.name,
    year: model.year,
    customerPN: model.customerPn,
    brandId: model.brandId,
    images: {
      main: imageUrl(model.imageMain),
      big: imageUrl(model.imageBig),
      view: imageUrl(model.imageView),
    },
    underWarranty: isUnderWarranty(warranty, today),
    warrantyType: unit.warrantyType,
    warrantyTypeName: ruleOf(unit.warrantyType).name,
    warrantyStart: dateToUnix(warranty.start),
    warrantyPeriod: warranty.periodMonths,
    warrantyEnd: dateToUnix(warranty.end),
    allPartsWarrantyEnd: dateToUnix(warranty.allPartsEnd),
    warrantyUpdated: unit.warrantyUpdated,
    saleDate: dateToUnix(unit.saleDate),
    productionDate: dateToUnix(unit.productionDate),
    manualWarrantyStart: dateToUnix(unit.manualStart),
    manualWarrantyEnd: dateToUnix(unit.manualEnd),
    rExtWarranty: unit.extMonths,
    byAutoComplete: input.byAutoComplete ?? false,
    history: presentHistory(fitted),
    parts: active.map((r) => ({
      slot: r.slot,
      pn: r.pn,
      sn: r.sn ?? '',
      name: names.get(r.pn) ?? '',
      fittedFrom: dateToUnix(r.fittedFrom),
      partWarrantyEnd: dateToUnix(partWarrantyEnd(warranty, r.slot)),
    })),
    ...pairs,
  };
}
