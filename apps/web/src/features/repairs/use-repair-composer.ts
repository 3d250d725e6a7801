// The repair composer's draft line: its PN lookups, and the add that runs every rule of the contract.
import { useForm, type UseFormReturnType } from '@mantine/form';
import type { RobotPart } from '@poolside/contract/catalogue';
import type { OptionItem } from '@poolside/contract/options';
import { normalizePn } from '@poolside/contract/part-rules';
import {
  amountChoices,
  checkRepairLine,
  isNonSerial,
  normalizeComposerLine,
} from '@poolside/contract/repairs-rules';
import type { RobotItem } from '@poolside/contract/warranty';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../components/confirm';
import { describePart, type PartLookup } from './api';
import { type ComposedLine, gatherLineFacts } from './composer-facts';
import { issuesToErrors } from './form-rules';

export type ComposerProps = {
  robot: RobotItem;
  workbook: RobotPart[];
  complaints: OptionItem[];
  failures: OptionItem[];
  lines: ComposedLine[];
  onAdd: (line: ComposedLine) => void;
  /** Whether a line is being typed (the report's guard asks before leaving it). */
  onDirtyChange?: (isDirty: boolean) => void;
};

const empty = {
  oldPN: '',
  oldSN: '',
  newPN: '',
  newSN: '',
  amount: '1',
  complaint: null,
  failure: null,
  description: '',
};
export type Draft = Omit<typeof empty, 'complaint' | 'failure'> & {
  complaint: string | null;
  failure: string | null;
};

let nextKey = 1;

export function useRepairComposer(props: ComposerProps) {
  const { t } = useTranslation('repairs');
  const form = useForm<Draft>({ initialValues: empty });
  const [oldPart, setOldPart] = useState<PartLookup | null>(null);
  const isDirty = form.isDirty();
  const { onDirtyChange } = props;
  useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange]);
  const wb = oldPart ? props.workbook.find((p) => normalizePn(p.pn) === oldPart.pn) : undefined;
  const isOther = (id: string | null, list: OptionItem[]) => !!list.find((o) => String(o.id) === id)?.isOther;
  const lookUpOld = async () => {
    const pn = form.getValues().oldPN.trim();
    const part = pn ? await describePart(pn).catch(() => null) : null;
    setOldPart(part);
    if (pn && !part) form.setFieldError('oldPN', t('messages.invalidOldPN'));
    // Prefill the new PN from the draft as it is now (the user may have typed it meanwhile), only when
    // it is still empty and the old PN is still the one looked up.
    const now = form.getValues();
    if (part && now.oldPN.trim() === pn && !(now.newPN && !isNonSerial(part)))
      form.setValues({ newPN: now.newPN || pn, amount: '1' });
  };
  const adding = useAddLine(form, props, () => setOldPart(null));
  return {
    form,
    oldPart,
    lookUpOld,
    choices: amountChoices(oldPart, wb?.amount ?? 1),
    needsDescription:
      isOther(form.values.complaint, props.complaints) || isOther(form.values.failure, props.failures),
    ...adding,
  };
}

/** Adds the draft once every rule passes; a PN outside the robot's workbook is confirmed first. */
function useAddLine(form: UseFormReturnType<Draft>, props: ComposerProps, onAdded: () => void) {
  const { t } = useTranslation('repairs');
  const confirm = useConfirm();
  const [isChecking, setIsChecking] = useState(false);
  const add = async () => {
    setIsChecking(true);
    form.clearErrors();
    try {
      const values = form.getValues();
      const line = normalizeComposerLine({
        ...values,
        amount: Number(values.amount),
        complaint: values.complaint ? Number(values.complaint) : null,
        failure: values.failure ? Number(values.failure) : null,
      });
      const { facts, isInWorkbook } = await gatherLineFacts(line, props.robot, props.workbook, props.lines, {
        complaints: props.complaints,
        failures: props.failures,
      });
      const issues = checkRepairLine(line, facts);
      if (issues.length > 0) return form.setErrors(issuesToErrors(issues, t));
      const commit = () => {
        props.onAdd({
          ...line,
          oldSN: isNonSerial(facts.oldPart) ? '' : line.oldSN,
          newSN: isNonSerial(facts.newPart) ? '' : line.newSN,
          key: nextKey++,
          partDesc: facts.oldPart?.description ?? '',
          isOldNonSerial: isNonSerial(facts.oldPart),
        });
        form.reset();
        onAdded();
      };
      if (isInWorkbook) commit();
      else
        confirm({
          title: t('pnNotFoundTitle'),
          message: t('pnNotFoundConfirm', { pn: facts.oldPart?.pn }),
          confirmLabel: t('yes'),
          cancelLabel: t('no'),
          onConfirm: commit,
        });
    } finally {
      setIsChecking(false);
    }
  };
  return { add, isChecking };
}
