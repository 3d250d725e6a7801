import { Button, Grid, Group, Image, Loader, Stack, Title, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { ExportButton } from '../../../components/data-list/export-button';
import { robotModelQuery } from '../../../lib/robot-queries';
import { ImagePopup } from '../components/image-popup';
import { RobotSpecs } from '../components/robot-specs';
import { RobotTabs } from '../components/robot-tabs';
import { paths } from '../../../app/paths';

/** /robots/{pn}/{year}[/{sn}]: the model, its workbook, certifications and documents. */
export function RobotPage() {
  const { t } = useTranslation('catalogue');
  const { pn = '', year = '', sn } = useParams();
  const yearNumber = Number(year);
  const isValid = pn !== '' && Number.isInteger(yearNumber) && yearNumber > 1900;
  const query = useQuery({ ...robotModelQuery(pn, yearNumber, sn), enabled: isValid });
  const [popup, setPopup] = useState<'big' | 'exploded' | null>(null);

  if (!isValid || query.isError) return <Navigate to={paths.notFound()} replace />;
  if (!query.data) return <Loader m="xl" />;
  const robot = query.data;
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>
          {robot.name} ({robot.year})
        </Title>
        <Group>
          <Button variant="light" onClick={() => setPopup('exploded')} disabled={!robot.images.exploded_big}>
            {t('explodedView')}
          </Button>
          <ExportButton
            report="robotParts"
            label={t('exportParts')}
            params={() => ({ pn: robot.pn, year: robot.year })}
          />
        </Group>
      </Group>
      <Grid>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <UnstyledButton onClick={() => setPopup('big')} aria-label={t('largeImage')}>
            <Image src={robot.images.main} alt={robot.name} maw={400} />
          </UnstyledButton>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <RobotSpecs robot={robot} />
        </Grid.Col>
      </Grid>
      <RobotTabs robot={robot} hasSerial={!!sn} />
      <ImagePopup
        opened={popup !== null}
        onClose={() => setPopup(null)}
        title={popup === 'exploded' ? t('explodedView') : robot.name}
        src={popup === 'exploded' ? robot.images.exploded_big : robot.images.big}
      />
    </Stack>
  );
}
