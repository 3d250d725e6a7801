import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/render';
import { FeedbackReportPage } from './report-page';

async function renderReport() {
  return renderRoutes(
    [
      { path: '/feedback/report', Component: FeedbackReportPage },
      { path: '/contact', element: <p>Contact page</p> },
    ],
    '/feedback/report',
    ['common', 'feedback'],
  );
}

const choose = (label: string) => fireEvent.click(screen.getByRole('button', { name: label }));
const step = () => screen.queryByTestId('feedback-step')?.textContent ?? null;
const pressed = () =>
  screen
    .getAllByRole('button', { pressed: true })
    .map((badge) => badge.textContent)
    .join();

describe('the guided feedback report', () => {
  it('starts with the four topics and leads a robot issue to its forms', async () => {
    await renderReport();
    expect(await screen.findByText('What is your feedback about?')).toBeTruthy();
    expect(step()).toBeNull();
    choose('Robots');
    expect(screen.getByText('What went wrong with Robots?')).toBeTruthy();
    expect(step()).toBe('Robots');
    choose('Broken robot');
    await waitFor(() => expect(step()).toBe('Robots · Broken robot'));
  });

  it('offers a broken item, not a broken robot, for spare parts', async () => {
    await renderReport();
    choose('Spare parts');
    expect(screen.queryByRole('button', { name: 'Broken robot' })).toBeNull();
    choose('Broken item');
    await waitFor(() => expect(step()).toBe('Spare parts · Broken item'));
  });

  it('opens a shipment form with its sub-type marked, and switches the sub-type there', async () => {
    await renderReport();
    choose('Robots');
    choose('Shipment issues');
    expect(screen.getByText('What happened to the shipment?')).toBeTruthy();
    choose('Did not arrive');
    await waitFor(() => expect(step()).toBe('Robots · Shipment issue'));
    expect(pressed()).toBe('Did not arrive');
    choose('Stuck in customs');
    await waitFor(() => expect(pressed()).toBe('Stuck in customs'));
  });

  it("sends a shipment's broken item to the spare parts' form", async () => {
    await renderReport();
    choose('Robots');
    choose('Shipment issues');
    choose('Broken item');
    await waitFor(() => expect(step()).toBe('Spare parts · Broken item'));
  });

  it('opens the technical form at once, and "others" offers customer service or a website issue', async () => {
    await renderReport();
    choose('Technical issues');
    await waitFor(() => expect(step()).toBe('Technical issues'));
    fireEvent.click(screen.getByRole('button', { name: 'Start over' }));
    choose('Others');
    expect(screen.getByRole('link', { name: 'Customer service' }).getAttribute('href')).toBe('/contact');
    choose('Website issues');
    await waitFor(() => expect(step()).toBe('Others · Website issues'));
  });

  it('starts over from any step', async () => {
    await renderReport();
    choose('Spare parts');
    choose('Shipment issues');
    fireEvent.click(screen.getByRole('button', { name: 'Start over' }));
    expect(screen.getByText('What is your feedback about?')).toBeTruthy();
    expect(step()).toBeNull();
    expect(screen.getByRole('link', { name: 'Feedback history' }).getAttribute('href')).toBe(
      '/feedback/history',
    );
  });
});
