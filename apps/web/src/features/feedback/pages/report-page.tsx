import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type FeedbackFormType, type FeedbackMenu, shipmentTypes } from '@poolside/contract/feedback';
import { IconArrowLeft } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { FeedbackForm } from '../components/report-form';
import type { FormContext } from '../feedback-form';

type Step =
  | { kind: 'topics' }
  | { kind: 'issues'; menu: 'robots' | 'spareparts' }
  | { kind: 'shipment'; menu: 'robots' | 'spareparts' }
  | { kind: 'others' }
  | { kind: 'form'; context: FormContext };

const topicMenus: FeedbackMenu[] = ['robots', 'spareparts', 'technical', 'others'];

/** A big menu button. */
function Choice({ label, onClick, to }: { label: string; onClick?: () => void; to?: string }) {
  const props = to ? { component: Link, to } : { onClick };
  return (
    <Button variant="default" size="lg" h={72} fullWidth {...(props as object)}>
      <Text fw={600} style={{ whiteSpace: 'normal' }}>
        {label}
      </Text>
    </Button>
  );
}

/** /feedback/report: the guided creation flow (spec 03 s2): topics, sub-menus, shipment menu, forms. */
export function FeedbackReportPage() {
  const { t } = useTranslation('feedback');
  const [step, setStep] = useState<Step>({ kind: 'topics' });
  const [formKey, setFormKey] = useState(0);
  const startOver = () => setStep({ kind: 'topics' });
  const open = (context: FormContext) => {
    setFormKey((k) => k + 1);
    setStep({ kind: 'form', context });
  };
  const startOverLink = (
    <Anchor component="button" type="button" onClick={startOver} size="sm">
      <Group gap={4}>
        <IconArrowLeft size={16} aria-hidden />
        {t('startOver')}
      </Group>
    </Anchor>
  );
  let content: ReactNode;
  switch (step.kind) {
    case 'topics':
      content = (
        <Stack>
          <Text>{t('chooseTopic')}</Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {topicMenus.map((menu) => (
              <Choice
                key={menu}
                label={t(`menu.${menu}`)}
                onClick={() => {
                  if (menu === 'robots' || menu === 'spareparts') setStep({ kind: 'issues', menu });
                  else if (menu === 'technical') open({ menu, formType: 'technical' });
                  else setStep({ kind: 'others' });
                }}
              />
            ))}
          </SimpleGrid>
        </Stack>
      );
      break;
    case 'issues': {
      const { menu } = step;
      const broken: FeedbackFormType = menu === 'robots' ? 'brokenRobot' : 'brokenItem';
      content = (
        <Stack>
          {startOverLink}
          <Text>{t('chooseIssue', { topic: t(`menu.${menu}`) })}</Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Choice
              label={t('formType.missingItem')}
              onClick={() => open({ menu, formType: 'missingItem' })}
            />
            <Choice label={t('shipmentIssues')} onClick={() => setStep({ kind: 'shipment', menu })} />
            <Choice label={t('formType.wrongItem')} onClick={() => open({ menu, formType: 'wrongItem' })} />
            <Choice label={t(`formType.${broken}`)} onClick={() => open({ menu, formType: broken })} />
          </SimpleGrid>
        </Stack>
      );
      break;
    }
    case 'shipment': {
      const { menu } = step;
      content = (
        <Stack>
          {startOverLink}
          <Text>{t('chooseShipment')}</Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {shipmentTypes.map((type) => (
              <Choice
                key={type}
                label={t(`shipmentType.${type}`)}
                onClick={() => open({ menu, formType: 'shipment', shipmentType: type })}
              />
            ))}
            <Choice
              label={t('formType.missingItem')}
              onClick={() => open({ menu, formType: 'missingItem' })}
            />
            {/* Spec 03 s2: Broken item jumps to the spares menu's broken-item form. */}
            <Choice
              label={t('formType.brokenItem')}
              onClick={() => open({ menu: 'spareparts', formType: 'brokenItem' })}
            />
          </SimpleGrid>
        </Stack>
      );
      break;
    }
    case 'others':
      content = (
        <Stack>
          {startOverLink}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Choice label={t('customerService')} to={paths.contact()} />
            <Choice
              label={t('formType.issues')}
              onClick={() => open({ menu: 'others', formType: 'issues' })}
            />
          </SimpleGrid>
        </Stack>
      );
      break;
    case 'form':
      content = (
        <Stack>
          {startOverLink}
          {step.context.formType === 'shipment' && (
            <Group gap="xs">
              <Text fw={600}>{t('shipmentIssues')}:</Text>
              <Group gap={6} wrap="wrap">
                {shipmentTypes.map((type) => (
                  <Badge
                    key={type}
                    component="button"
                    type="button"
                    variant={type === step.context.shipmentType ? 'filled' : 'light'}
                    tt="none"
                    style={{ cursor: 'pointer' }}
                    aria-pressed={type === step.context.shipmentType}
                    onClick={() => {
                      // Changing the sub-type resets the shipment form (spec 03 s4).
                      if (type !== step.context.shipmentType) open({ ...step.context, shipmentType: type });
                    }}
                  >
                    {t(`shipmentType.${type}`)}
                  </Badge>
                ))}
              </Group>
            </Group>
          )}
          <FeedbackForm key={formKey} context={step.context} onDone={startOver} />
        </Stack>
      );
      break;
  }
  const heading =
    step.kind === 'form'
      ? step.context.menu === 'technical'
        ? t('menu.technical')
        : `${t(`menu.${step.context.menu}`)} · ${t(`formType.${step.context.formType}`)}`
      : step.kind === 'topics'
        ? null
        : t(step.kind === 'others' ? 'menu.others' : `menu.${step.menu}`);
  return (
    <Stack maw={900}>
      <Group justify="space-between" align="end">
        <Stack gap={2}>
          <Title order={2}>{t('title')}</Title>
          {heading && (
            <Text c="dimmed" data-testid="feedback-step">
              {heading}
            </Text>
          )}
        </Stack>
        <Anchor component={Link} to={paths.feedbackHistory()} size="sm">
          {t('history.title')}
        </Anchor>
      </Group>
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
        {content}
      </Paper>
    </Stack>
  );
}
