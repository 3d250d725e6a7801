import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { robotBySnQuery } from '../../../lib/robot-queries';
import { RobotDetails } from '../components/robot-details';
import { UpdateWarrantyModal } from '../components/update-warranty-modal';
import { WarrantyBanner } from '../components/warranty-banner';

/** /repairs/data: robot lookup by serial with its warranty and the 3 most recent repairs. */
export function RobotDataPage() {
  const { t } = useTranslation('warranty');
  const [input, setInput] = useState('');
  const [sn, setSn] = useState('');
  const [isModalOpen, setIsModalOpen] = useState(false);
  const query = useQuery({ ...robotBySnQuery(sn), enabled: sn !== '' });
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{t('robotData')}</Title>
        <Button variant="light" onClick={() => setIsModalOpen(true)}>
          {t('updateWarranty')}
        </Button>
      </Group>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          setSn(input.trim());
        }}
      >
        <Group align="end">
          <TextInput
            label={t('field.sn')}
            value={input}
            onChange={(e) => setInput(e.currentTarget.value.toUpperCase())}
            required
          />
          <Button type="submit">{t('search')}</Button>
        </Group>
      </form>
      {query.isError && <Text c="red">{t('robotNotFound')}</Text>}
      {query.data && (
        <>
          <WarrantyBanner robot={query.data} />
          <RobotDetails robot={query.data} />
        </>
      )}
      <UpdateWarrantyModal
        opened={isModalOpen}
        onClose={() => setIsModalOpen(false)}
        initialSn={query.data?.sn}
      />
    </Stack>
  );
}
