import { Button, Group, Loader, Stack, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../../app/paths';
import { warrantyUpdateQuery } from '../admin-api';
import { robotBySnQuery } from '../../../lib/robot-queries';
import { useAskDeleteUpdate } from '../components/use-delete-update';
import { ReviewForm } from '../components/review-form';
import { RobotWarrantyCard } from '../components/robot-warranty-card';

const listPath = paths.admin.warrantyUpdates();

/** /admin/warranty_updates/{sn}: one robot's warranty update, reviewed (approved) or rejected by staff. */
export function WarrantyUpdatePage() {
  const { t } = useTranslation('adminWarranty');
  const navigate = useNavigate();
  const param = (useParams().sn ?? '').trim().toUpperCase();
  const [sn, setSn] = useState(param);
  const [input, setInput] = useState(param);
  const askDelete = useAskDeleteUpdate();
  useEffect(() => {
    setSn(param);
    setInput(param);
  }, [param]);
  const robot = useQuery({ ...robotBySnQuery(sn), enabled: sn !== '' });
  const update = useQuery({ ...warrantyUpdateQuery(sn), enabled: sn !== '' });

  // Spec 03: a lookup failure says "robot not found" and goes back to the list.
  useEffect(() => {
    if (!robot.isError) return;
    notifications.show({ color: 'red', title: t('robotNotFoundTitle'), message: t('robotNotFoundText') });
    navigate(listPath, { replace: true });
  }, [robot.isError, navigate, t]);

  const lookUp = () => {
    const next = input.trim().toUpperCase();
    // An empty serial clears the robot.
    if (!next) return setSn('');
    if (next === param) return setSn(next);
    navigate(`${listPath}/${encodeURIComponent(next)}`);
  };

  return (
    <Stack>
      <Title order={2}>{t('detailTitle')}</Title>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          lookUp();
        }}
      >
        <Group align="end">
          <TextInput
            label={t('column.sn')}
            value={input}
            onChange={(e) => setInput(e.currentTarget.value.toUpperCase())}
            required
          />
          <Button type="submit" variant="light">
            {t('lookUp')}
          </Button>
          <Button variant="subtle" onClick={() => navigate(listPath)}>
            {t('backToList')}
          </Button>
        </Group>
      </form>
      {sn !== '' && (robot.isPending || update.isPending) && <Loader />}
      {sn !== '' && robot.data && update.data !== undefined && (
        <>
          <RobotWarrantyCard robot={robot.data} />
          <ReviewForm
            key={`${robot.data.sn}-${update.data?.id ?? 'new'}`}
            robot={robot.data}
            update={update.data}
            onReject={() => askDelete(sn, () => navigate(listPath))}
          />
        </>
      )}
    </Stack>
  );
}
