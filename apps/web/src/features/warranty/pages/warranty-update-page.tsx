import { Button, Group, Loader, Stack, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../../app/paths';
import { showError } from '../../../components/feedback-dialogs';
import { warrantyUpdateQuery } from '../api';
import { useRequiredSearch } from '../../../lib/required-search';
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
  const search = useRequiredSearch(param, (text) => text.toUpperCase());
  const askDelete = useAskDeleteUpdate();
  useEffect(() => {
    setSn(param);
    search.setValue(param);
  }, [param, search.setValue]);
  const robot = useQuery({ ...robotBySnQuery(sn), enabled: sn !== '' });
  const update = useQuery({ ...warrantyUpdateQuery(sn), enabled: sn !== '' });

  // Spec 03: a lookup failure says "robot not found" and goes back to the list.
  useEffect(() => {
    if (!robot.isError) return;
    showError(robot.error, { title: t('robotNotFoundTitle'), message: t('robotNotFoundText') });
    navigate(listPath, { replace: true });
  }, [robot.isError, robot.error, navigate, t]);

  const lookUp = () => {
    const next = search.take();
    if (!next) return;
    if (next === param) return setSn(next);
    navigate(`${listPath}/${encodeURIComponent(next)}`);
  };

  return (
    <Stack>
      <Title order={2}>{t('detailTitle')}</Title>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          lookUp();
        }}
      >
        <Group align="start">
          <TextInput label={t('column.sn')} {...search.inputProps} />
          {/* Beside the input, above its message (the label's height). */}
          <Button type="submit" variant="light" mt={25}>
            {t('lookUp')}
          </Button>
          <Button variant="subtle" mt={25} onClick={() => navigate(listPath)}>
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
