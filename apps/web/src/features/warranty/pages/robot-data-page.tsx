import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRequiredSearch } from '../../../lib/required-search';
import { robotBySnQuery } from '../../../lib/robot-queries';
import { RobotDetails } from '../components/robot-details';
import { UpdateWarrantyModal } from '../components/update-warranty-modal';
import { WarrantyBanner } from '../components/warranty-banner';

/** /repairs/data: robot lookup by serial with its warranty and the 3 most recent repairs. */
export function RobotDataPage() {
  const { t } = useTranslation('warranty');
  const search = useRequiredSearch('', (text) => text.toUpperCase());
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
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          const text = search.take();
          if (text) setSn(text);
        }}
      >
        <Group align="start">
          <TextInput label={t('field.sn')} {...search.inputProps} />
          {/* Beside the input, above its message (the label's height). */}
          <Button type="submit" mt={25}>
            {t('search')}
          </Button>
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
