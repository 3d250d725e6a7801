import { act, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { carouselDelayMs, NewsSection } from './news-section';

const news = [
  { id: 31, title: 'Spring service days', summary: 'Book a slot.', dateCreate: 1775001600, image: null },
  { id: 32, title: 'New pumps', summary: 'In the catalogue.', dateCreate: 1775001600, image: null },
];

function renderSection() {
  return renderWithProviders(
    <MemoryRouter>
      <NewsSection news={news} />
    </MemoryRouter>,
    ['common', 'dashboard'],
  );
}

const region = () => screen.getByRole('region', { name: 'Latest news' });
const carouselControl = () => within(region()).queryByRole('button', { name: 'Next news' });

afterEach(() => {
  vi.useRealTimers();
});

describe('the dashboard news', () => {
  it('shows the slides standing still while the page starts, and the carousel only later', async () => {
    // The carousel's module already loaded: its lazy import then resolves at once, fake clock or not.
    await import('./news-carousel');
    vi.useFakeTimers();
    await renderSection();
    expect(within(region()).getByRole('heading', { name: 'Spring service days' })).toBeTruthy();
    // The page has painted and gone idle (200 ms without requestIdleCallback): still no carousel.
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(carouselControl()).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(carouselDelayMs));
    expect(carouselControl()).toBeTruthy();
    expect(within(region()).getByRole('heading', { name: 'New pumps' })).toBeTruthy();
  });
});
