import { Button, Group, LoadingOverlay, Modal, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { FeedbackValues, FormContext } from '../feedback-form';
import type { useRobotLookup } from '../use-feedback-lookups';
import { FormFields, MissingHint } from './form-fields';
import type { PartFound } from './lookup-field';

/** The feedback form's layout: its fields, the send button, and the robot-not-found and sent dialogs. */
export function FeedbackFormView(props: {
  form: UseFormReturnType<FeedbackValues>;
  context: FormContext;
  onSubmit: (values: FeedbackValues) => void;
  robots: ReturnType<typeof useRobotLookup>;
  part: PartFound | null;
  partMissing: boolean;
  lookUpPart: () => void;
  missingCount: number;
  isSending: boolean;
  sentId: number | null;
  onHistory: () => void;
  onDone: () => void;
  onAnother: () => void;
}) {
  const { t } = useTranslation('feedback');
  const { form, robots, isSending } = props;
  return (
    <form onSubmit={form.onSubmit(props.onSubmit)} noValidate style={{ position: 'relative' }}>
      <LoadingOverlay visible={isSending} zIndex={10} loaderProps={{ children: undefined }} />
      {isSending && (
        <Text role="status" className="visually-hidden">
          {t('sending')}
        </Text>
      )}
      <Stack>
        <FormFields
          form={form}
          formType={props.context.formType}
          robot={robots.robot}
          part={props.part}
          partMissing={props.partMissing}
          lookUpRobot={() => void robots.lookUpRobot()}
          lookUpPart={props.lookUpPart}
          isRobotMenu={props.context.menu === 'robots'}
        />
        <MissingHint count={props.missingCount} />
        <Group justify="flex-end">
          <Button type="submit" loading={isSending}>
            {t('submit')}
          </Button>
        </Group>
      </Stack>
      <RobotNotFoundDialog opened={robots.robotNotFound} onClose={robots.closeNotFound} />
      <SentDialog
        sentId={props.sentId}
        onHistory={props.onHistory}
        onDone={props.onDone}
        onAnother={props.onAnother}
      />
    </form>
  );
}

function RobotNotFoundDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('feedback');
  return (
    <Modal opened={opened} onClose={onClose} title={<Text fw={700}>{t('robotNotFoundTitle')}</Text>} centered>
      <Stack>
        <Text>{t('robotNotFoundText')}</Text>
        <Group justify="flex-end">
          <Button onClick={onClose} data-autofocus>
            {t('common:dialog.ok')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Once sent: its number, the way to the history, or another form of the same kind. */
function SentDialog(props: {
  sentId: number | null;
  onHistory: () => void;
  onDone: () => void;
  onAnother: () => void;
}) {
  const { t } = useTranslation('feedback');
  return (
    <Modal
      opened={props.sentId !== null}
      onClose={props.onDone}
      title={<Text fw={700}>{t('successTitle')}</Text>}
      centered
    >
      <Stack>
        <Text>{t('successText', { id: props.sentId })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onHistory}>
            {t('viewHistory')}
          </Button>
          <Button data-autofocus onClick={props.onAnother}>
            {t('sendAnother')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
