import { Button, Grid, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
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
import { IconPlus } from '@tabler/icons-react';
import { type ChangeEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/confirm';
import { describePart, type PartLookup } from '../api';
import { type ComposedLine, gatherLineFacts } from '../composer-facts';
import { issuesToErrors } from '../form-rules';

type Props = {
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
type Draft = Omit<typeof empty, 'complaint' | 'failure'> & {
  complaint: string | null;
  failure: string | null;
};

let nextKey = 1;

/**
 * The repair composer: a line is added only after its PNs and serials pass the lookups and every rule of
 * the contract (`checkRepairLine`), each refused rule's message at its field.
 */
export function RepairComposer({
  robot,
  workbook,
  complaints,
  failures,
  lines,
  onAdd,
  onDirtyChange,
}: Props) {
  const { t } = useTranslation('repairs');
  const confirm = useConfirm();
  const form = useForm<Draft>({ initialValues: empty });
  const draft = form.values;
  const [oldPart, setOldPart] = useState<PartLookup | null>(null);
  const [isChecking, setIsChecking] = useState(false);
  const isDirty = form.isDirty();
  useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange]);
  const upper = (key: 'oldPN' | 'oldSN' | 'newPN' | 'newSN') => {
    const props = form.getInputProps(key);
    return {
      ...props,
      onChange: (e: ChangeEvent<HTMLInputElement>) => props.onChange(e.currentTarget.value.toUpperCase()),
    };
  };
  const wb = oldPart ? workbook.find((p) => normalizePn(p.pn) === oldPart.pn) : undefined;
  const choices = amountChoices(oldPart, wb?.amount ?? 1);
  const isOther = (id: string | null, list: OptionItem[]) => !!list.find((o) => String(o.id) === id)?.isOther;
  const needsDescription = isOther(draft.complaint, complaints) || isOther(draft.failure, failures);

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
      const { facts, isInWorkbook } = await gatherLineFacts(line, robot, workbook, lines, {
        complaints,
        failures,
      });
      const issues = checkRepairLine(line, facts);
      if (issues.length > 0) return form.setErrors(issuesToErrors(issues, t));
      const commit = () => {
        onAdd({
          ...line,
          oldSN: isNonSerial(facts.oldPart) ? '' : line.oldSN,
          newSN: isNonSerial(facts.newPart) ? '' : line.newSN,
          key: nextKey++,
          partDesc: facts.oldPart?.description ?? '',
          isOldNonSerial: isNonSerial(facts.oldPart),
        });
        form.reset();
        setOldPart(null);
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

  const isOldNonSerial = isNonSerial(oldPart);
  return (
    <Stack gap="sm">
      <Grid>
        <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
          <TextInput
            label={t('field.oldPN')}
            {...upper('oldPN')}
            onBlur={lookUpOld}
            description={oldPart?.description}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
          <TextInput
            label={t('field.oldSN')}
            {...upper('oldSN')}
            disabled={isOldNonSerial}
            placeholder={isOldNonSerial ? t('nonSerial') : undefined}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
          <TextInput label={t('field.newPN')} {...upper('newPN')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
          <TextInput
            label={t('field.newSN')}
            {...upper('newSN')}
            disabled={isOldNonSerial}
            placeholder={isOldNonSerial ? t('nonSerial') : undefined}
          />
        </Grid.Col>
        {choices.length > 1 && (
          <Grid.Col span={{ base: 12, sm: 4, md: 2 }}>
            <Select
              label={t('field.amount')}
              data={choices.map(String)}
              allowDeselect={false}
              {...form.getInputProps('amount')}
            />
          </Grid.Col>
        )}
        <Grid.Col span={{ base: 12, sm: 6, md: 5 }}>
          <Select
            label={t('field.complaint')}
            data={complaints.map((o) => ({ value: String(o.id), label: o.title }))}
            required
            {...form.getInputProps('complaint')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, md: 5 }}>
          <Select
            label={t('field.failure')}
            data={failures.map((o) => ({ value: String(o.id), label: o.title }))}
            required
            {...form.getInputProps('failure')}
          />
        </Grid.Col>
        <Grid.Col span={12}>
          <Textarea
            label={t('field.description')}
            description={needsDescription ? t('messages.describeFailure') : undefined}
            required={needsDescription}
            {...form.getInputProps('description')}
            autosize
            minRows={2}
          />
        </Grid.Col>
      </Grid>
      <div>
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={add}
          loading={isChecking}
          variant="light"
        >
          {t('addLine')}
        </Button>
      </div>
    </Stack>
  );
}
