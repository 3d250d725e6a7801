import { Alert, Button, Grid, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { RobotPart } from '@poolside/contract/catalogue';
import type { OptionItem } from '@poolside/contract/options';
import {
  amountChoices,
  checkRepairLine,
  isNonSerial,
  normalizeComposerLine,
  normalizeRepairPn,
  type RepairMessage,
} from '@poolside/contract/repairs-rules';
import type { RobotItem } from '@poolside/contract/warranty';
import { IconPlus } from '@tabler/icons-react';
import { type ChangeEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describePart, type PartLookup } from '../api';
import { type ComposedLine, gatherLineFacts } from '../composer-facts';

type Props = {
  robot: RobotItem;
  workbook: RobotPart[];
  complaints: OptionItem[];
  failures: OptionItem[];
  lines: ComposedLine[];
  onAdd: (line: ComposedLine) => void;
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

/** The repair composer: a line is added only after its PNs and serials pass the lookups and every rule. */
export function RepairComposer({ robot, workbook, complaints, failures, lines, onAdd }: Props) {
  const { t } = useTranslation('repairs');
  const [draft, setDraft] = useState<Draft>(empty);
  const [oldPart, setOldPart] = useState<PartLookup | null>(null);
  const [messages, setMessages] = useState<RepairMessage[]>([]);
  const [isChecking, setIsChecking] = useState(false);
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const upper = (key: 'oldPN' | 'oldSN' | 'newPN' | 'newSN') => ({
    value: draft[key],
    onChange: (e: ChangeEvent<HTMLInputElement>) => set({ [key]: e.currentTarget.value.toUpperCase() }),
  });
  const wb = oldPart ? workbook.find((p) => normalizeRepairPn(p.pn) === oldPart.pn) : undefined;
  const choices = amountChoices(oldPart, wb?.amount ?? 1);
  const isOther = (id: string | null, list: OptionItem[]) => !!list.find((o) => String(o.id) === id)?.isOther;
  const needsDescription = isOther(draft.complaint, complaints) || isOther(draft.failure, failures);

  const lookUpOld = async () => {
    const pn = draft.oldPN.trim();
    const part = pn ? await describePart(pn).catch(() => null) : null;
    setOldPart(part);
    setMessages(pn && !part ? ['invalidOldPN'] : []);
    if (part && (isNonSerial(part) || !draft.newPN)) set({ newPN: draft.newPN || pn, amount: '1' });
  };

  const add = async () => {
    setIsChecking(true);
    try {
      const line = normalizeComposerLine({
        ...draft,
        amount: Number(draft.amount),
        complaint: draft.complaint ? Number(draft.complaint) : null,
        failure: draft.failure ? Number(draft.failure) : null,
      });
      const { facts, isInWorkbook } = await gatherLineFacts(line, robot, workbook, lines, {
        complaints,
        failures,
      });
      const issues = checkRepairLine(line, facts);
      setMessages(issues.map((i) => i.message));
      if (issues.length > 0) return;
      const commit = () => {
        onAdd({
          ...line,
          oldSN: isNonSerial(facts.oldPart) ? '' : line.oldSN,
          newSN: isNonSerial(facts.newPart) ? '' : line.newSN,
          key: nextKey++,
          partDesc: facts.oldPart?.description ?? '',
          isOldNonSerial: isNonSerial(facts.oldPart),
        });
        setDraft(empty);
        setOldPart(null);
      };
      if (isInWorkbook) commit();
      else
        modals.openConfirmModal({
          title: t('pnNotFoundTitle'),
          children: t('pnNotFoundConfirm', { pn: facts.oldPart?.pn }),
          labels: { confirm: t('yes'), cancel: t('no') },
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
              value={draft.amount}
              onChange={(v) => set({ amount: v ?? '1' })}
              allowDeselect={false}
            />
          </Grid.Col>
        )}
        <Grid.Col span={{ base: 12, sm: 6, md: 5 }}>
          <Select
            label={t('field.complaint')}
            data={complaints.map((o) => ({ value: String(o.id), label: o.title }))}
            value={draft.complaint}
            onChange={(v) => set({ complaint: v })}
            required
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, md: 5 }}>
          <Select
            label={t('field.failure')}
            data={failures.map((o) => ({ value: String(o.id), label: o.title }))}
            value={draft.failure}
            onChange={(v) => set({ failure: v })}
            required
          />
        </Grid.Col>
        <Grid.Col span={12}>
          <Textarea
            label={t('field.description')}
            description={needsDescription ? t('messages.describeFailure') : undefined}
            required={needsDescription}
            value={draft.description}
            onChange={(e) => set({ description: e.currentTarget.value })}
            autosize
            minRows={2}
          />
        </Grid.Col>
      </Grid>
      {messages.length > 0 && (
        <Alert color="red" title={t('invalidLine')} role="alert">
          {[...new Set(messages)].map((m) => (
            <div key={m}>{t(`messages.${m}`)}</div>
          ))}
        </Alert>
      )}
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
