import { Button, Card, Stack, Stepper, Text, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { Cart } from '@poolside/contract/spares';
import { IconShoppingCart } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import type { ShippingValues } from '../order-form';
import { CartStep, ReviewStep, ShippingStep } from './bag-steps';
import { PlacedOrderDialog } from './placed-order-dialog';

/** The cart page's layout: the cart, shipping and review steps, and the dialog once the order is placed. */
export function BagView(props: {
  cart: Cart;
  form: UseFormReturnType<ShippingValues>;
  step: number;
  onStep: (step: number) => void;
  onReview: () => void;
  onPlace: () => void;
  isPlacing: boolean;
  placedId: number | null;
  /** Leaves the page, to the orders list unless told where. */
  onLeave: (to?: string) => void;
}) {
  const { t } = useTranslation('spares');
  const { cart, step, onStep } = props;
  const isEmpty = cart.items.length === 0;
  return (
    <Stack>
      <Title order={2}>{t('bagTitle')}</Title>
      {isEmpty && props.placedId === null ? (
        <EmptyCart />
      ) : (
        <Stepper
          active={step}
          onStepClick={(s) => s < step && onStep(s)}
          size="sm"
          allowNextStepsSelect={false}
        >
          <Stepper.Step label={t('step.cart')}>
            <CartStep cart={cart} onCheckout={() => onStep(1)} />
          </Stepper.Step>
          <Stepper.Step label={t('step.shipping')}>
            <ShippingStep form={props.form} cart={cart} onBack={() => onStep(0)} onReview={props.onReview} />
          </Stepper.Step>
          <Stepper.Step label={t('step.review')}>
            <ReviewStep
              values={props.form.values}
              cart={cart}
              onBack={() => onStep(1)}
              onPlace={props.onPlace}
              isPlacing={props.isPlacing}
            />
          </Stepper.Step>
        </Stepper>
      )}
      <PlacedOrderDialog placedId={props.placedId} onLeave={props.onLeave} />
    </Stack>
  );
}

function EmptyCart() {
  const { t } = useTranslation('spares');
  return (
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
  );
}
