import { Accordion, Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { CompleteUnit } from '@poolside/contract/complete-units';
import { IconAlertTriangle, IconCircleCheck, IconCircleDashed } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErasePersonalDataButton } from '../../../components/erase-personal-data';
import { unitRequestQuery } from '../api';
import { isAnswered, type Stage } from '../unit-form';
import type { UnitWizard } from '../use-unit-wizard';
import {
  ActionsStage,
  CustomerStage,
  FailureStage,
  InvestigationStage,
  ReplyStage,
  ReplyView,
  RobotStage,
} from './unit-stages';

/** The wizard's layout: the title and who asked, the stages as an accordion, and the save. */
export function UnitWizardView({
  wizard: w,
  request,
  title,
  onErased,
}: {
  wizard: UnitWizard;
  request: CompleteUnit | null;
  title: string;
  onErased: () => void;
}) {
  const { t } = useTranslation('completeUnits');
  const { form } = w;
  return (
    <form onSubmit={form.onSubmit(w.submit, (errors) => w.openStageOf(Object.keys(errors)))} noValidate>
      <Stack maw={900}>
        <Group justify="space-between" align="center">
          <Title order={2}>{title}</Title>
          {request && (
            <ErasePersonalDataButton
              kind="completeUnit"
              id={request.id}
              queryKey={unitRequestQuery(request.id).queryKey}
              onErased={onErased}
            />
          )}
        </Group>
        {request && (
          <Text c="dimmed" size="sm">
            {t('requestedBy', {
              name: request.userFullName,
              company: `${request.moovexID} ${request.companyName}`,
            })}
          </Text>
        )}
        {!w.canEdit && !w.canReply && <Alert color="yellow">{t('lockedInfo')}</Alert>}
        <Accordion value={w.opened} onChange={w.openStage} variant="separated">
          <UnitStages wizard={w} request={request} />
        </Accordion>
        {(w.canEdit || w.canReply) && (
          <Group justify="flex-end">
            {w.missing.length === 0 && w.checks.robot !== null ? (
              <Button type="submit" loading={w.isSaving}>
                {w.isNew ? t('submit') : t('save')}
              </Button>
            ) : (
              <Text size="sm" c="dimmed" role="status">
                {t('submitHint')}
              </Text>
            )}
          </Group>
        )}
      </Stack>
    </form>
  );
}

/** The five stages, and the maker's reply on a request already sent. */
function UnitStages({ wizard: w, request }: { wizard: UnitWizard; request: CompleteUnit | null }) {
  const { t } = useTranslation('completeUnits');
  const stageProps = { form: w.form, disabled: !w.canEdit };
  const { robot, lookUp, isStageDone } = w.checks;
  const item = (stage: Stage, content: ReactNode, isLast = false) => (
    <StageItem wizard={w} stage={stage} isDone={isStageDone(stage)} isLast={isLast}>
      {content}
    </StageItem>
  );
  const stored = request && { requestId: request.id, invoiceName: request.invoiceName };
  return (
    <>
      {item('robot', <RobotStage {...stageProps} robot={robot} lookUp={() => void lookUp()} />)}
      {item('customer', <CustomerStage {...stageProps} isNew={w.isNew} stored={stored} />)}
      {item('failure', <FailureStage {...stageProps} options={w.options} />)}
      {item('investigation', <InvestigationStage {...stageProps} />)}
      {item('actions', <ActionsStage {...stageProps} />, w.isNew)}
      {request && (
        <StageItem wizard={w} stage="reply" label={t('stage.reply')} isDone={isAnswered(request)} isLast>
          {w.canReply ? <ReplyStage form={w.form} /> : <ReplyView request={request} />}
        </StageItem>
      )}
    </>
  );
}

/** One stage: its mark (wrong, done or to do), its fields and "Continue" to the next one. */
function StageItem(props: {
  wizard: UnitWizard;
  stage: Stage | 'reply';
  label?: string;
  isDone: boolean;
  isLast: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('completeUnits');
  const { stage } = props;
  const icon = props.wizard.checks.hasErrors(stage as Stage) ? (
    <IconAlertTriangle color="var(--mantine-color-red-8)" aria-label={t('stageError')} />
  ) : props.isDone ? (
    <IconCircleCheck color="var(--mantine-color-green-7)" aria-label={t('stageDone')} />
  ) : (
    <IconCircleDashed color="var(--mantine-color-gray-6)" aria-hidden />
  );
  return (
    <Accordion.Item value={stage}>
      <Accordion.Control icon={icon}>{props.label ?? t(`stage.${stage}`)}</Accordion.Control>
      <Accordion.Panel>
        <Stack>
          {props.children}
          {!props.isLast && (
            <Group justify="flex-end">
              <Button variant="light" onClick={() => void props.wizard.next(stage)}>
                {t('continue')}
              </Button>
            </Group>
          )}
        </Stack>
      </Accordion.Panel>
    </Accordion.Item>
  );
}
