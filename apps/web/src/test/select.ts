import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';

/** The text input of a labelled form field (Mantine marks required labels with " *"); not a radio's. */
export function fieldInput(label: string): HTMLInputElement {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return screen.getByLabelText(new RegExp(`^${escaped}( \\*)?$`), {
    selector: 'input:not([type="radio"]):not([type="checkbox"]), textarea',
  }) as HTMLInputElement;
}

/** The message shown under a field (its aria-describedby error), or null. */
export function errorAt(label: string): string | null {
  const ids = (fieldInput(label).getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter((id) => id.endsWith('-error'));
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ') || null;
}

/** Picks an option of a Mantine Select by its words, as a user clicks it. */
export async function choose(label: string, option: string) {
  fireEvent.click(fieldInput(label));
  const list = await waitFor(() => {
    const id = fieldInput(label).getAttribute('aria-controls');
    const element = id ? document.getElementById(id) : null;
    if (!element) throw new Error(`no options of ${label}`);
    return element;
  });
  fireEvent.click(within(list).getByText(option, { selector: '[role="option"] span' }));
  await waitFor(() => expect(fieldInput(label).value).toBe(option));
}
