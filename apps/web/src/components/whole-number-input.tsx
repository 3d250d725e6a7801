import { NumberInput, type NumberInputProps } from '@mantine/core';

export type WholeNumberInputProps = Omit<
  NumberInputProps,
  'allowDecimal' | 'decimalScale' | 'fixedDecimalScale' | 'allowedDecimalSeparators' | 'thousandSeparator'
>;

/**
 * The one field for a whole number (a quantity, an amount, a count): digits only, no decimal separator
 * accepted ("." and "," are refused as typed), not negative unless `allowNegative`, and `inputmode=numeric`
 * so a phone opens its digit keypad. Mantine's NumberInput always says `inputmode=decimal`; its input's
 * attributes (applied last) say otherwise. Every whole-number input of the app is this component.
 */
export function WholeNumberInput({ attributes, allowNegative = false, ...props }: WholeNumberInputProps) {
  return (
    <NumberInput
      {...props}
      allowNegative={allowNegative}
      allowDecimal={false}
      allowedDecimalSeparators={[]}
      attributes={{ ...attributes, input: { ...attributes?.input, inputMode: 'numeric', pattern: '[0-9]*' } }}
    />
  );
}
