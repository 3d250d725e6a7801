import { Button } from '@mantine/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { callKeyOf, useMutation } from './mutation';

type Gate = { release: () => void };

/** A save that waits until the test releases it, counting its calls. */
function gatedSave() {
  const gates: Gate[] = [];
  const calls: unknown[] = [];
  const save = vi.fn(
    (variables: unknown) =>
      new Promise<string>((resolve) => {
        calls.push(variables);
        gates.push({ release: () => resolve(`saved ${calls.length}`) });
      }),
  );
  return {
    save,
    calls,
    releaseAll: () => {
      for (const gate of gates.splice(0)) gate.release();
    },
  };
}

function Saver({ save, variables }: { save: (v: unknown) => Promise<string>; variables: unknown[] }) {
  const mutation = useMutation({ mutationFn: save });
  const [done, setDone] = useState<string[]>([]);
  const [awaited, setAwaited] = useState<string[]>([]);
  return (
    <>
      {variables.map((v, i) => (
        <Button
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of test buttons
          key={i}
          onClick={() => mutation.mutate(v, { onSuccess: (answer) => setDone((d) => [...d, answer]) })}
        >
          {`mutate ${i}`}
        </Button>
      ))}
      <Button
        onClick={async () => {
          const answer = await mutation.mutateAsync(variables[0]);
          setAwaited((a) => [...a, answer]);
        }}
      >
        submit
      </Button>
      <Button
        onClick={async () => {
          const answer = await mutation.mutateShared(variables[0]);
          setAwaited((a) => [...a, answer]);
        }}
      >
        shared
      </Button>
      <output data-testid="done">{done.join(',')}</output>
      <output data-testid="awaited">{awaited.join(',')}</output>
    </>
  );
}

describe('the shared mutation hook', () => {
  it('ignores the same call made again while it runs (a double click): one request, callbacks once', async () => {
    const { save, calls, releaseAll } = gatedSave();
    await renderWithProviders(<Saver save={save} variables={[{ pn: 'AB-1', quantity: 3 }]} />);
    const button = screen.getByRole('button', { name: 'mutate 0' });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(calls).toHaveLength(1));
    releaseAll();
    await waitFor(() => expect(screen.getByTestId('done').textContent).toBe('saved 1'));
    // Once it has settled, the same call is a new call.
    fireEvent.click(button);
    await waitFor(() => expect(calls).toHaveLength(2));
    releaseAll();
    await waitFor(() => expect(screen.getByTestId('done').textContent).toBe('saved 1,saved 2'));
  });

  it('lets calls with other variables run side by side (two lines removed one after the other)', async () => {
    const { save, calls, releaseAll } = gatedSave();
    await renderWithProviders(<Saver save={save} variables={[1, 2]} />);
    fireEvent.click(screen.getByRole('button', { name: 'mutate 0' }));
    fireEvent.click(screen.getByRole('button', { name: 'mutate 1' }));
    await waitFor(() => expect(calls).toEqual([1, 2]));
    releaseAll();
  });

  it('goes on once after a repeated mutateAsync (a form submitted twice)', async () => {
    const { save, calls, releaseAll } = gatedSave();
    await renderWithProviders(<Saver save={save} variables={[{ name: 'Ann' }]} />);
    const submit = screen.getByRole('button', { name: 'submit' });
    fireEvent.click(submit);
    fireEvent.click(submit);
    await waitFor(() => expect(calls).toHaveLength(1));
    releaseAll();
    await waitFor(() => expect(screen.getByTestId('awaited').textContent).toBe('saved 1'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByTestId('awaited').textContent).toBe('saved 1');
  });

  it("answers a repeated mutateShared the running call's outcome: one request, both callers go on", async () => {
    const { save, calls, releaseAll } = gatedSave();
    await renderWithProviders(<Saver save={save} variables={[{ name: 'Ann' }]} />);
    const shared = screen.getByRole('button', { name: 'shared' });
    fireEvent.click(shared);
    fireEvent.click(shared);
    await waitFor(() => expect(calls).toHaveLength(1));
    releaseAll();
    await waitFor(() => expect(screen.getByTestId('awaited').textContent).toBe('saved 1,saved 1'));
    expect(calls).toHaveLength(1);
  });

  it('tells calls apart by their variables, files by identity', () => {
    expect(callKeyOf({ a: 1, b: [2] })).toBe(callKeyOf({ a: 1, b: [2] }));
    expect(callKeyOf({ a: 1 })).not.toBe(callKeyOf({ a: 2 }));
    expect(callKeyOf(undefined)).toBe(callKeyOf(undefined));
    const one = new File(['x'], 'a.csv');
    const other = new File(['x'], 'a.csv');
    expect(callKeyOf({ id: 1, file: one })).toBe(callKeyOf({ id: 1, file: one }));
    expect(callKeyOf({ id: 1, file: one })).not.toBe(callKeyOf({ id: 1, file: other }));
  });
});
