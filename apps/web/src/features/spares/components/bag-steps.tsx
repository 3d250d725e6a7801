import { Alert, Button, Group, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { Cart } from '@poolside/contract/spares';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import type { ShippingValues } from '../order-form';
import { CartLines } from './cart-lines';
import { OrderDetailsCard } from './order-details-card';
import { ShippingForm } from './shipping-form';

/** Step 1: the cart's lines, editable; a part without a price in the currency stops the checkout. */
export function CartStep({ cart, onCheckout }: { cart: Cart; onCheckout: () => void }) {
  const { t } = useTranslation('spares');
  const hasUnpriced = cart.items.some((i) => !i.hasPrice);
  return (
    <Stack mt="md">
      <CartLines cart={cart} isEditable />
      {hasUnpriced && <Alert color="yellow">{t('unpricedWarning')}</Alert>}
      <Group justify="space-between">
        <Button component={Link} to={paths.sparesOrder()} variant="default">
          {t('continueShopping')}
        </Button>
        <Button onClick={onCheckout} disabled={hasUnpriced}>
          {t('checkout')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Step 2: the shipping details; "Review" checks them first. */
export function ShippingStep(props: {
  form: UseFormReturnType<ShippingValues>;
  cart: Cart;
  onBack: () => void;
  onReview: () => void;
}) {
  const { t } = useTranslation('spares');
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        props.onReview();
      }}
    >
      <Stack mt="md">
        <ShippingForm form={props.form} cart={props.cart} />
        <Group justify="space-between">
          <Button variant="default" onClick={props.onBack}>
            {t('back')}
          </Button>
          <Button type="submit">{t('review')}</Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Step 3: the details and the lines as they will be ordered, and "Place order". */
export function ReviewStep(props: {
  values: ShippingValues;
  cart: Cart;
  onBack: () => void;
  onPlace: () => void;
  isPlacing: boolean;
}) {
  const { t } = useTranslation('spares');
  return (
    <Stack mt="md">
      <OrderDetailsCard values={props.values} />
      <CartLines cart={props.cart} isEditable={false} />
      <Group justify="space-between">
        <Button variant="default" onClick={props.onBack}>
          {t('back')}
        </Button>
        <Button onClick={props.onPlace} loading={props.isPlacing} disabled={props.cart.items.length === 0}>
          {t('placeOrder')}
        </Button>
      </Group>
    </Stack>
  );
}
