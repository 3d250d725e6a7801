import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { DateOnlyInput, parseTypedDate } from './date-only-input';

const utc = (date: string) => Date.parse(`${date}T00:00:00Z`) / 1000;
const originalTz = process.env.TZ;
afterAll(() => {
  process.env.TZ = originalTz;
});

function Harness({ initial, onChange }: { initial: number | null; onChange: (v: number | null) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <DateOnlyInput
      label="Repair date"
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
}

describe('DateOnlyInput', () => {
  it('parses dd/MM/yyyy only, real days only', () => {
    expect(parseTypedDate('05/03/2024')).toBe('2024-03-05');
    expect(parseTypedDate('5/3/2024')).toBe('2024-03-05');
    expect(parseTypedDate('31/02/2024')).toBeNull();
    expect(parseTypedDate('2024-03-05')).toBeNull();
  });

  for (const tz of ['America/Los_Angeles', 'Asia/Tokyo', 'UTC']) {
    it(`keeps the day in ${tz}: shown, typed and picked as UTC midnight`, async () => {
      process.env.TZ = tz;
      // The zone is really in effect: in Los Angeles that UTC midnight is still the 9th locally.
      if (tz === 'America/Los_Angeles') expect(new Date(utc('2024-03-10') * 1000).getDate()).toBe(9);
      const onChange = vi.fn();
      await renderWithProviders(<Harness initial={utc('2024-03-10')} onChange={onChange} />);
      const input = screen.getByLabelText('Repair date') as HTMLInputElement;
      expect(input.value).toBe('10/03/2024');

      fireEvent.change(input, { target: { value: '31/12/2024' } });
      expect(onChange).toHaveBeenLastCalledWith(utc('2024-12-31'));

      // The calendar opens on the typed month; picking the 15th gives that day's UTC midnight.
      fireEvent.click(input);
      const day = await screen.findByRole('button', { name: /15 December 2024/i });
      fireEvent.click(day);
      expect(onChange).toHaveBeenLastCalledWith(utc('2024-12-15'));
      fireEvent.blur(input);
      expect(input.value).toBe('15/12/2024');
    });
  }

  it('clears an optional date to null', async () => {
    const onChange = vi.fn();
    await renderWithProviders(<Harness initial={utc('2024-03-10')} onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('Repair date'), { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith(null);
  });
});
