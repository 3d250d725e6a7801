import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serialPopupsQuery } from '../api';

/**
 * The warranty repair message popup (spec 01 s2 "Modals"): the admin's messages for this serial open once
 * when the robot is loaded, and stay on the page as a notice.
 */
export function SerialPopups({ sn }: { sn: string }) {
  const { t } = useTranslation('repairs');
  const { data: messages = [] } = useQuery(serialPopupsQuery(sn));
  const [shownFor, setShownFor] = useState<string | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  useEffect(() => {
    if (messages.length > 0 && shownFor !== sn) {
      setShownFor(sn);
      setIsOpen(true);
    }
  }, [messages, sn, shownFor]);
  if (messages.length === 0) return null;
  const texts = messages.map((m) => (
    <Text key={m.id} style={{ whiteSpace: 'pre-line' }}>
      {m.message}
    </Text>
  ));
  return (
    <>
      <Alert color="yellow" icon={<IconInfoCircle aria-hidden />} title={t('serialPopups.title')}>
        <Stack gap={4}>{texts}</Stack>
      </Alert>
      <Modal opened={isOpen} onClose={() => setIsOpen(false)} title={t('serialPopups.title')} centered>
        <Stack>
          {texts}
          <Group justify="flex-end">
            <Button onClick={() => setIsOpen(false)} data-autofocus>
              {t('serialPopups.close')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
