import { Alert, Button, Card, Group, Modal, SimpleGrid, Stack, Stepper, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ErrorCode } from '@poolside/contract/errors';
import { orderBodySchema } from '@poolside/contract/spares';
import { IconCircleCheck, IconShoppingCart } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import { showErrorDialog } from '../../../components/feedback-dialogs';
import { PageLoader } from '../../../components/page-loader';
import { useUnsavedChangesGuard } from '../../../components/unsaved-changes';
import { isApiError } from '../../../lib/api-client';
import { formatDateOnly } from '../../../lib/dates';
import { applyServerErrors } from '../../../lib/form-errors';
import { contractResolver } from '../../../lib/form-validation';
import { countryName } from '../../../lib/names';
import { useSessionUser } from '../../../lib/session';
import { newSubmissionKey } from '../../../lib/submission-key';
import { cartQuery, usePlaceOrder } from '../api';
import { CartLines } from '../components/cart-lines';
import { ShippingForm } from '../components/shipping-form';
import { emptyShipping, missingShipping, orderBodyOf, type ShippingValues } from '../order-form';

const formSchema = orderBodySchema.omit({ idempotencyKey: true });
const detailFields = ['fullName', 'address', 'city', 'country', 'zip', 'shippingMethod', 'shippingOther'];

/** /spares/bag: the cart, then the shipping details, then a review, then the order (spec 02 cart flow). */
export function BagPage() {
  const { t } = useTranslation('spares');
  const me = useSessionUser();
  const navigate = useNavigate();
  const [step, setStep] = useState(0);
  const [placedId, setPlacedId] = useState<number | null>(null);
  // One key per submission: a retry after a failure (or a double click) sends the same one.
  const submissionKey = useRef(newSubmissionKey());
  const form = useForm<ShippingValues>({
    initialValues: emptyShipping(me),
    validate: contractResolver<ShippingValues>(formSchema, (v) =>
      Object.fromEntries(missingShipping(v).map((f) => [f, t('common:form.required')])),
    ),
  });
  const cart = useQuery(cartQuery(form.values.shippingMethod));
  const place = usePlaceOrder();
  const { leave } = useUnsavedChangesGuard(form.isDirty() && placedId === null);

  if (!cart.data) {
    if (cart.isError) {
      return (
        <Alert color="red" title={t('cartFailed')}>
          {t('tryAgain')}
        </Alert>
      );
    }
    return <PageLoader />;
  }
  const current = cart.data;
  const isEmpty = current.items.length === 0;
  const hasUnpriced = current.items.some((i) => !i.hasPrice);

  const toReview = () => {
    if (!form.validate().hasErrors) setStep(2);
  };
  const submit = () =>
    place.mutate(orderBodyOf(form.values, submissionKey.current), {
      onSuccess: ({ id }) => {
        submissionKey.current = newSubmissionKey();
        form.resetDirty();
        setPlacedId(id);
      },
      onError: (error) => {
        // A refused detail goes back to its field; anything else is the order-failed dialog.
        const isDetail =
          (isApiError(error, ErrorCode.fieldRequired) || isApiError(error, ErrorCode.invalid)) &&
          detailFields
            .concat(['internalNumber', 'salesMan', 'deliverySchedule', 'notes'])
            .includes(error.data?.field ?? '');
        if (isDetail && applyServerErrors(form, error)) return setStep(1);
        showErrorDialog(error, t('orderFailed'));
      },
    });

  const v = form.values;
  const method =
    v.shippingMethod === 'OTHER'
      ? `${t('method.OTHER')}: ${v.shippingOther}`
      : t(`method.${v.shippingMethod}`);
  return (
    <Stack>
      <Title order={2}>{t('bagTitle')}</Title>
      {isEmpty && placedId === null ? (
        <Card withBorder>
          <Stack align="flex-start">
            <Text>{t('emptyCart')}</Text>
            <Button
              component={Link}
              to={paths.sparesOrder()}
              leftSection={<IconShoppingCart size={18} aria-hidden />}
            >
              {t('findParts')}
            </Button>
          </Stack>
        </Card>
      ) : (
        <Stepper
          active={step}
          onStepClick={(s) => s < step && setStep(s)}
          size="sm"
          allowNextStepsSelect={false}
        >
          <Stepper.Step label={t('step.cart')}>
            <Stack mt="md">
              <CartLines cart={current} isEditable />
              {hasUnpriced && <Alert color="yellow">{t('unpricedWarning')}</Alert>}
              <Group justify="space-between">
                <Button component={Link} to={paths.sparesOrder()} variant="default">
                  {t('continueShopping')}
                </Button>
                <Button onClick={() => setStep(1)} disabled={hasUnpriced}>
                  {t('checkout')}
                </Button>
              </Group>
            </Stack>
          </Stepper.Step>
          <Stepper.Step label={t('step.shipping')}>
            <form
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                toReview();
              }}
            >
              <Stack mt="md">
                <ShippingForm form={form} cart={current} />
                <Group justify="space-between">
                  <Button variant="default" onClick={() => setStep(0)}>
                    {t('back')}
                  </Button>
                  <Button type="submit">{t('review')}</Button>
                </Group>
              </Stack>
            </form>
          </Stepper.Step>
          <Stepper.Step label={t('step.review')}>
            <Stack mt="md">
              <Card withBorder>
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
                  <Text size="sm">
                    <b>{t('shipTo')}</b>
                    <br />
                    {v.fullName}
                    <br />
                    {v.address}
                    <br />
                    {v.zip} {v.city}, {countryName(v.country)}
                  </Text>
                  <Text size="sm">
                    <b>{t('factLabel', { label: t('field.shippingMethod') })}</b> {method}
                    {v.internalNumber && (
                      <>
                        <br />
                        <b>{t('factLabel', { label: t('field.internalNumber') })}</b> {v.internalNumber}
                      </>
                    )}
                    {v.salesMan && (
                      <>
                        <br />
                        <b>{t('factLabel', { label: t('field.salesMan') })}</b> {v.salesMan}
                      </>
                    )}
                    {v.deliverySchedule !== null && (
                      <>
                        <br />
                        <b>{t('factLabel', { label: t('field.deliverySchedule') })}</b>{' '}
                        {formatDateOnly(v.deliverySchedule)}
                      </>
                    )}
                    {v.notes && (
                      <>
                        <br />
                        <b>{t('factLabel', { label: t('field.notes') })}</b> {v.notes}
                      </>
                    )}
                  </Text>
                </SimpleGrid>
              </Card>
              <CartLines cart={current} isEditable={false} />
              <Group justify="space-between">
                <Button variant="default" onClick={() => setStep(1)}>
                  {t('back')}
                </Button>
                <Button onClick={submit} loading={place.isPending} disabled={isEmpty}>
                  {t('placeOrder')}
                </Button>
              </Group>
            </Stack>
          </Stepper.Step>
        </Stepper>
      )}
      <Modal
        opened={placedId !== null}
        onClose={() => leave(() => navigate(paths.sparesOrders()))}
        centered
        title={
          <Group gap="xs">
            <IconCircleCheck color="var(--mantine-color-green-8)" aria-hidden />
            <Text fw={700}>{t('placedTitle')}</Text>
          </Group>
        }
      >
        <Stack>
          <Text>{t('placedText', { id: placedId })}</Text>
          <Text size="sm" c="dimmed">
            {t('placedMail')}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => leave(() => navigate(paths.sparesOrders()))}>
              {t('ordersTitle')}
            </Button>
            <Button
              data-autofocus
              onClick={() => leave(() => navigate(paths.sparesOrderItem(placedId ?? 0)))}
            >
              {t('viewOrder')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
