import { Alert } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ErrorCode } from '@poolside/contract/errors';
import { orderBodySchema } from '@poolside/contract/spares';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import { showErrorDialog } from '../../../components/feedback-dialogs';
import { PageLoader } from '../../../components/page-loader';
import { useUnsavedChangesGuard } from '../../../components/unsaved-changes';
import { isApiError } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';
import { contractResolver } from '../../../lib/form-validation';
import { useSessionUser } from '../../../lib/session';
import { newSubmissionKey } from '../../../lib/submission-key';
import { cartQuery, usePlaceOrder } from '../api';
import { BagView } from '../components/bag-view';
import { emptyShipping, missingShipping, orderBodyOf, type ShippingValues } from '../order-form';

const formSchema = orderBodySchema.omit({ idempotencyKey: true });
/** The order's fields a refusal can name: the shipping step shows them. */
const detailFields = [
  'fullName',
  'address',
  'city',
  'country',
  'zip',
  'shippingMethod',
  'shippingOther',
].concat(['internalNumber', 'salesMan', 'deliverySchedule', 'notes']);

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
    if (!cart.isError) return <PageLoader />;
    return (
      <Alert color="red" title={t('cartFailed')}>
        {t('tryAgain')}
      </Alert>
    );
  }
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
          detailFields.includes(error.data?.field ?? '');
        if (isDetail && applyServerErrors(form, error)) return setStep(1);
        showErrorDialog(error, t('orderFailed'));
      },
    });
  return (
    <BagView
      cart={cart.data}
      form={form}
      step={step}
      onStep={setStep}
      onReview={() => !form.validate().hasErrors && setStep(2)}
      onPlace={submit}
      isPlacing={place.isPending}
      placedId={placedId}
      onLeave={(to) => leave(() => navigate(to ?? paths.sparesOrders()))}
    />
  );
}
