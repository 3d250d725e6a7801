import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type FeedbackReport, feedbackHandlingBodySchema } from '@poolside/contract/feedback';
import { useTranslation } from 'react-i18next';
import { showError, showSuccessDialog } from '../../../components/feedback-dialogs';
import { useUnsavedChangesGuard } from '../../../components/unsaved-changes';
import { applyServerErrors } from '../../../lib/form-errors';
import { contractResolver } from '../../../lib/form-validation';
import { useSessionUser } from '../../../lib/session';
import { useHandleFeedback } from '../api';
import { handlingBodyOf, type HandlingValues, handlingValuesOf } from '../handling-values';
import { ElseDataFields } from './form-fields';
import { HandlingFields } from './handling-fields';
import { ResponseFacts } from './response-facts';

/** The handling panel (spec 03 s2 "detail"): the other person's data and the handling record. */
export function HandlingForm({ report }: { report: FeedbackReport }) {
  const { t } = useTranslation('feedback');
  const me = useSessionUser();
  const save = useHandleFeedback(report.id);
  const form = useForm<HandlingValues>({
    initialValues: handlingValuesOf(report, me.name),
    validate: contractResolver<HandlingValues>(feedbackHandlingBodySchema, undefined, handlingBodyOf),
  });
  useUnsavedChangesGuard(form.isDirty());
  const submit = (values: HandlingValues) =>
    save.mutate(handlingBodyOf(values), {
      onSuccess: (saved) => {
        const next = handlingValuesOf(saved, me.name);
        form.setInitialValues(next);
        form.setValues(next);
        showSuccessDialog(t('detail.updatedText'));
      },
      // The fields the server names are marked, and the dialog says what to correct.
      onError: (error) => {
        applyServerErrors(form, error);
        showError(error);
      },
    });
  const panel = { withBorder: true, p: { base: 'sm', sm: 'lg' }, radius: 'md' } as const;
  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack>
        <Paper {...panel}>
          <Stack>
            <Title order={3}>{t('else.title')}</Title>
            {report.formData.someoneElse !== 'yes' && (
              <Text size="sm" c="dimmed">
                {t('detail.noElse')}
              </Text>
            )}
            <ElseDataFields form={form} formType={report.subTopic} />
          </Stack>
        </Paper>
        <Paper {...panel}>
          <Stack>
            <Title order={3}>{t('detail.handling')}</Title>
            <HandlingFields form={form} />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <ResponseFacts report={report} />
            </SimpleGrid>
            <Group justify="flex-end">
              <Button type="submit" loading={save.isPending}>
                {t('detail.save')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      </Stack>
    </form>
  );
}
