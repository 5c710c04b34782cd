import { render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { stubFetch } from '../../test/stub-fetch';
import { RootLayout } from './root-layout';
import { makeStore } from '../lib/store/store';
import { routeMeta } from '../config/route-meta';

function renderAt(url: string) {
  return render(
    <Provider store={makeStore()}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route element={<RootLayout />}>
            <Route path="/features" element={<section id="pricing">Pricing</section>} />
            <Route path="/unlisted" element={<h1>Unlisted</h1>} />
            <Route path="/admin-dashboard" element={<h1>Admin</h1>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

describe('RootLayout', () => {
  afterEach(() => {
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('applies the route metadata and records one page view of the path', async () => {
    const calls = stubFetch();
    renderAt('/features');
    expect(document.title).toBe(routeMeta['/features']?.title);
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'https://pitchlens.com/features');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ url: '/api/track-page-view', body: { path: '/features' } });
  });

  it('records no page view of the admin dashboard', () => {
    const calls = stubFetch();
    renderAt('/admin-dashboard');
    expect(screen.getByRole('heading', { name: 'Admin' })).toBeInTheDocument();
    // A tracked route's page view is sent from the effect that has run by now.
    expect(calls).toEqual([]);
  });

  it('leaves the tags alone on a route without metadata', () => {
    stubFetch();
    document.title = 'Before';
    renderAt('/unlisted');
    expect(screen.getByRole('heading', { name: 'Unlisted' })).toBeInTheDocument();
    expect(document.title).toBe('Before');
  });

  it('marks the document hydrated once the page has mounted', () => {
    stubFetch();
    delete document.documentElement.dataset.hydrated;
    renderAt('/features');
    expect(document.documentElement.dataset.hydrated).toBe('true');
  });

  it('scrolls to the section the address names once the page is there', () => {
    stubFetch();
    const scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    renderAt('/features#pricing');
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toHaveAttribute('id', 'pricing');
  });
});
