import { Radio, Select, SimpleGrid, Stack, Group, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { limits } from '@poolside/contract/constants';
import { isShippingCostKnown, shippingMethods } from '@poolside/contract/spares';
import { useTranslation } from 'react-i18next';
import { DateOnlyInput } from '../../../components/date-only-input';
import { todayDateOnly } from '../../../lib/dates';
import { useSession } from '../../../lib/session';
import type { Cart } from '@poolside/contract/spares';
import { formatPrice } from '../money';
import type { ShippingValues } from '../order-form';

/** The checkout's shipping details (spec 02 "Checkout required"); the method shows its price. */
export function ShippingForm({
  form,
  cart,
}: {
  form: UseFormReturnType<ShippingValues>;
  cart: Cart | undefined;
}) {
  const { t } = useTranslation('spares');
  const session = useSession();
  const countries = (session?.countries ?? []).map((c) => ({ value: c.code, label: c.name }));
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t('field.fullName')} required maxLength={120} {...form.getInputProps('fullName')} />
        <TextInput label={t('field.address')} required maxLength={300} {...form.getInputProps('address')} />
        <TextInput label={t('field.city')} required maxLength={120} {...form.getInputProps('city')} />
        <Select
          label={t('field.country')}
          required
          data={countries}
          searchable
          {...form.getInputProps('country')}
          onChange={(v) => form.setFieldValue('country', v ?? '')}
        />
        <TextInput
          label={t('field.zip')}
          required
          maxLength={limits.zipMax + 1}
          description={t('zipHint', { max: limits.zipMax })}
          {...form.getInputProps('zip')}
        />
      </SimpleGrid>
      <Radio.Group label={t('field.shippingMethod')} required {...form.getInputProps('shippingMethod')}>
        <Group mt="xs">
          {shippingMethods.map((m) => (
            <Radio
              key={m}
              value={m}
              label={
                isShippingCostKnown(m)
                  ? cart
                    ? `${t(`method.${m}`)} (${formatPrice(cart.shippingPrices[m], cart.currency)})`
                    : t(`method.${m}`)
                  : `${t(`method.${m}`)} (${t('shippingToBeConfirmed')})`
              }
            />
          ))}
        </Group>
      </Radio.Group>
      {form.values.shippingMethod === 'OTHER' && (
        <TextInput
          label={t('field.shippingOther')}
          description={t('shippingOtherHint')}
          required
          maxLength={200}
          {...form.getInputProps('shippingOther')}
        />
      )}
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput
          label={t('field.internalNumber')}
          maxLength={60}
          {...form.getInputProps('internalNumber')}
        />
        <TextInput label={t('field.salesMan')} maxLength={120} {...form.getInputProps('salesMan')} />
        <DateOnlyInput
          label={t('field.deliverySchedule')}
          minDate={todayDateOnly()}
          {...form.getInputProps('deliverySchedule')}
        />
      </SimpleGrid>
      <Textarea
        label={t('field.notes')}
        autosize
        minRows={2}
        maxLength={2000}
        {...form.getInputProps('notes')}
      />
    </Stack>
  );
}
