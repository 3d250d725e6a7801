import { Alert, Button, Group, Loader, Stack, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { changedPartsQuery } from '../api';
import { robotBySnQuery } from '../../../lib/robot-queries';
import { ChangedPartsTable } from '../components/changed-parts-table';
import { RobotWarrantyCard } from '../components/robot-warranty-card';

/** /admin/changed_robot_parts: a robot by serial, its warranty and the parts its repairs replaced. */
export function ChangedPartsPage() {
  const { t } = useTranslation('adminWarranty');
  const [params, setParams] = useSearchParams();
  const sn = (params.get('sn') ?? '').trim().toUpperCase();
  const [input, setInput] = useState(sn);
  const robot = useQuery({ ...robotBySnQuery(sn), enabled: sn !== '' });
  const lines = useQuery({ ...changedPartsQuery(sn), enabled: sn !== '' && robot.isSuccess });

  const search = () => {
    const next = input.trim().toUpperCase();
    // An empty serial clears the robot (and the prompt shows again).
    setParams(next ? { sn: next } : {}, { replace: true });
  };

  return (
    <Stack>
      <Title order={2}>{t('changedParts.title')}</Title>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          search();
        }}
      >
        <Group align="end">
          <TextInput
            label={t('column.sn')}
            value={input}
            onChange={(e) => setInput(e.currentTarget.value.toUpperCase())}
          />
          <Button type="submit">{t('changedParts.search')}</Button>
        </Group>
      </form>
      {sn === '' && (
        <Alert color="blue" variant="light">
          {t('changedParts.prompt')}
        </Alert>
      )}
      {sn !== '' && robot.isPending && <Loader />}
      {robot.isError && (
        <Alert color="red" title={t('robotNotFoundTitle')}>
          {t('robotNotFoundText')}
        </Alert>
      )}
      {sn !== '' && robot.data && (
        <>
          <RobotWarrantyCard robot={robot.data} />
          <Title order={3}>{t('changedParts.tableTitle')}</Title>
          {lines.isError && <Alert color="red">{t('opFailed')}</Alert>}
          {lines.isPending ? <Loader /> : <ChangedPartsTable lines={lines.data ?? []} />}
        </>
      )}
    </Stack>
  );
}
