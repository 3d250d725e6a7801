import { Button, Grid, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { isNonSerial } from '@poolside/contract/repairs-rules';
import { IconPlus } from '@tabler/icons-react';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { type ComposerProps, useRepairComposer } from '../use-repair-composer';

/**
 * The repair composer: a line is added only after its PNs and serials pass the lookups and every rule of
 * the contract (`checkRepairLine`), each refused rule's message at its field.
 */
export function RepairComposer(props: ComposerProps) {
  const { t } = useTranslation('repairs');
  const c = useRepairComposer(props);
  return (
    <Stack gap="sm">
      <DraftLineFields composer={c} complaints={props.complaints} failures={props.failures} />
      <div>
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={c.add}
          loading={c.isChecking}
          variant="light"
        >
          {t('addLine')}
        </Button>
      </div>
    </Stack>
  );
}

/** The draft line's fields: PNs and serials (typed in capitals), amount, complaint, failure, description. */
function DraftLineFields({
  composer: c,
  complaints,
  failures,
}: {
  composer: ReturnType<typeof useRepairComposer>;
  complaints: ComposerProps['complaints'];
  failures: ComposerProps['failures'];
}) {
  const { t } = useTranslation('repairs');
  const { form, oldPart } = c;
  const upper = (key: 'oldPN' | 'oldSN' | 'newPN' | 'newSN') => inCapitals(form.getInputProps(key));
  const isOldNonSerial = isNonSerial(oldPart);
  const serialProps = { disabled: isOldNonSerial, placeholder: isOldNonSerial ? t('nonSerial') : undefined };
  const options = (list: ComposerProps['complaints']) =>
    list.map((o) => ({ value: String(o.id), label: o.title }));
  const quarter = { base: 12, sm: 6, md: 3 };
  return (
    <Grid>
      <Grid.Col span={quarter}>
        <TextInput
          label={t('field.oldPN')}
          {...upper('oldPN')}
          onBlur={c.lookUpOld}
          description={oldPart?.description}
        />
      </Grid.Col>
      <Grid.Col span={quarter}>
        <TextInput label={t('field.oldSN')} {...upper('oldSN')} {...serialProps} />
      </Grid.Col>
      <Grid.Col span={quarter}>
        <TextInput label={t('field.newPN')} {...upper('newPN')} />
      </Grid.Col>
      <Grid.Col span={quarter}>
        <TextInput label={t('field.newSN')} {...upper('newSN')} {...serialProps} />
      </Grid.Col>
      {c.choices.length > 1 && (
        <Grid.Col span={{ base: 12, sm: 4, md: 2 }}>
          <Select
            label={t('field.amount')}
            data={c.choices.map(String)}
            allowDeselect={false}
            {...form.getInputProps('amount')}
          />
        </Grid.Col>
      )}
      <Grid.Col span={{ base: 12, sm: 6, md: 5 }}>
        <Select
          label={t('field.complaint')}
          data={options(complaints)}
          required
          {...form.getInputProps('complaint')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6, md: 5 }}>
        <Select
          label={t('field.failure')}
          data={options(failures)}
          required
          {...form.getInputProps('failure')}
        />
      </Grid.Col>
      <Grid.Col span={12}>
        <Textarea
          label={t('field.description')}
          description={c.needsDescription ? t('messages.describeFailure') : undefined}
          required={c.needsDescription}
          {...form.getInputProps('description')}
          autosize
          minRows={2}
        />
      </Grid.Col>
    </Grid>
  );
}

/** A text field's props that keep what is typed in capitals (PNs and serials). */
function inCapitals(inputProps: { onChange: (value: unknown) => void }) {
  return {
    ...inputProps,
    onChange: (e: ChangeEvent<HTMLInputElement>) => inputProps.onChange(e.currentTarget.value.toUpperCase()),
  };
}
