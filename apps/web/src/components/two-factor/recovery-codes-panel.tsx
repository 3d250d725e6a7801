import { Button, Checkbox, Code, CopyButton, Group, List, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '../../lib/download';

function download(codes: string[], fileName: string) {
  saveBlob(new Blob([`${codes.join('\n')}\n`], { type: 'text/plain' }), fileName);
}

type RecoveryCodesPanelProps = {
  codes: string[];
  /** Continue (to the page asked for, or back to the profile): enabled once the user says they are saved. */
  onDone: () => void;
  doneLabel: string;
  /** The heading level where the panel stands (a section of the profile: 4). */
  headingOrder?: 3 | 4;
};

/** New recovery codes, shown once: copy or download them, then confirm they are saved to go on. */
export function RecoveryCodesPanel({ codes, onDone, doneLabel, headingOrder = 3 }: RecoveryCodesPanelProps) {
  const { t } = useTranslation('common');
  const [isSaved, setSaved] = useState(false);
  return (
    <Stack gap="sm">
      <Title order={headingOrder}>{t('twoFactor.codesTitle')}</Title>
      <Text size="sm">{t('twoFactor.codesIntro', { count: codes.length })}</Text>
      <List
        aria-label={t('twoFactor.codesTitle')}
        listStyleType="none"
        data-testid="recovery-codes"
        style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(7.5rem, 1fr))', gap: 6 }}
      >
        {codes.map((code) => (
          <List.Item key={code}>
            <Code style={{ fontSize: 'var(--mantine-font-size-md)' }}>{code}</Code>
          </List.Item>
        ))}
      </List>
      <Group gap="xs">
        <CopyButton value={codes.join('\n')}>
          {({ copied, copy }) => (
            <Button size="sm" variant="light" onClick={copy}>
              {copied ? t('twoFactor.copied') : t('twoFactor.copyCodes')}
            </Button>
          )}
        </CopyButton>
        <Button
          size="sm"
          variant="light"
          onClick={() => download(codes, 'poolside-portal-recovery-codes.txt')}
        >
          {t('twoFactor.downloadCodes')}
        </Button>
      </Group>
      <Checkbox
        label={t('twoFactor.codesSaved')}
        checked={isSaved}
        onChange={(event) => setSaved(event.currentTarget.checked)}
      />
      <Button disabled={!isSaved} onClick={onDone} style={{ alignSelf: 'flex-start' }}>
        {doneLabel}
      </Button>
    </Stack>
  );
}
