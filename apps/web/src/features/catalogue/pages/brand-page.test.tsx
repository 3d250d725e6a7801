import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/render';
import { brandRobots, robotSummary } from '../../../test/robots';
import { api, refusals, server } from '../../../test/server';
import { BrandPage } from './brand-page';

const aquabot = brandRobots(1, 'Aquabot', [
  robotSummary(10, 'AB-S300', 'Aquabot S300', 2025),
  robotSummary(11, 'AB-X5', 'Aquabot X5', 2025),
  robotSummary(12, 'AB-S100', 'Aquabot S100', 2024),
]);

async function renderBrand(path = '/brands/1/Aquabot') {
  return renderRoutes(
    [
      { path: '/brands/:id/:name?', Component: BrandPage },
      { path: '/', element: <p>Home page</p> },
    ],
    path,
    ['common', 'catalogue'],
  );
}

const tiles = () => screen.getAllByRole('link').map((link) => link.getAttribute('href'));

describe('a brand page', () => {
  it("lists the brand's robots, each leading to its model page", async () => {
    server.use(
      api.get('/robots/brands/:id', ({ params }) => (params.id === '1' ? aquabot : refusals.notFound())),
    );
    await renderBrand();
    expect(await screen.findByText('Aquabot S300')).toBeTruthy();
    expect(tiles()).toEqual(['/robots/AB-S300/2025', '/robots/AB-X5/2025', '/robots/AB-S100/2024']);
  });

  it('narrows the robots by text (name, PN or short PN) and by year, and says when none is left', async () => {
    server.use(api.get('/robots/brands/:id', aquabot));
    await renderBrand();
    await screen.findByText('Aquabot S300');
    await userEvent.type(screen.getByRole('textbox', { name: 'Search' }), 'c-ab-s');
    expect(tiles()).toEqual(['/robots/AB-S300/2025', '/robots/AB-S100/2024']);

    await userEvent.click(screen.getByLabelText('Year', { selector: 'input' }));
    // Mantine's options are hidden from the accessibility tree while the dropdown animates in.
    await userEvent.click(await screen.findByRole('option', { name: '2024', hidden: true }));
    await waitFor(() => expect(tiles()).toEqual(['/robots/AB-S100/2024']));

    await userEvent.type(screen.getByRole('textbox', { name: 'Search' }), 'zz');
    expect(await screen.findByText('No robots found')).toBeTruthy();
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });

  it('goes back to the dashboard when the brand cannot be loaded', async () => {
    server.use(api.get('/robots/brands/:id', refusals.permissionDenied()));
    const router = await renderBrand('/brands/7/Other');
    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('goes back to the dashboard without asking when the address holds no brand id', async () => {
    const router = await renderBrand('/brands/none');
    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });
});
