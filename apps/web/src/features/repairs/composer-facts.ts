import type { RobotPart } from '@poolside/contract/catalogue';
import type { OptionItem } from '@poolside/contract/options';
import { isRecordedElsewhere, normalizePn, normalizeSn } from '@poolside/contract/part-rules';
import { type ComposerLine, isNonSerial, type LineFacts } from '@poolside/contract/repairs-rules';
import type { RobotItem } from '@poolside/contract/warranty';
import { describePart, type PartLookup, validatePart } from './api';

/** A line of the report being composed, with what the table shows. */
export type ComposedLine = ComposerLine & { key: number; partDesc: string; isOldNonSerial: boolean };

async function lookUp(pn: string): Promise<PartLookup | null> {
  if (!pn.trim()) return null;
  return describePart(pn.trim()).catch(() => null);
}

async function isSerialValid(part: PartLookup | null, pn: string, sn: string, robotSN?: string) {
  if (!part || isNonSerial(part) || !sn) return false;
  return validatePart(pn.trim(), normalizeSn(sn), robotSN).then(
    () => true,
    () => false,
  );
}

/**
 * The facts of a line for checkRepairLine, through the same lookups the server makes: PN descriptions,
 * serial validation (shape, not fitted elsewhere), the robot's record, workbook amounts and history.
 */
export async function gatherLineFacts(
  line: ComposerLine,
  robot: RobotItem,
  workbook: RobotPart[],
  composed: ComposedLine[],
  options: { complaints: OptionItem[]; failures: OptionItem[] },
): Promise<{ facts: LineFacts; isInWorkbook: boolean }> {
  const [oldPart, newPart] = await Promise.all([lookUp(line.oldPN), lookUp(line.newPN)]);
  const oldSN = normalizeSn(line.oldSN);
  const [isOldValid, isNewValid] = await Promise.all([
    isSerialValid(oldPart, line.oldPN, oldSN, robot.sn),
    isSerialValid(newPart, line.newPN, line.newSN),
  ]);
  // When the robot's record holds a serial of this PN, the old serial must be one of them.
  const isRecordedElse = !!oldPart && isRecordedElsewhere(oldPart.pn, oldSN, robot.parts);
  const wb = oldPart ? workbook.find((p) => normalizePn(p.pn) === oldPart.pn) : undefined;
  return {
    facts: {
      oldPart,
      newPart,
      isOldSnValid: isOldValid && !isRecordedElse,
      isNewSnValid: isNewValid,
      partAmount: wb?.amount ?? 1,
      reportedOldSns: [...robot.history.map((h) => h.oldSN), ...composed.map((c) => c.oldSN)].filter(Boolean),
      complaints: options.complaints,
      failures: options.failures,
    },
    isInWorkbook: !!wb,
  };
}
