import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { makeStore } from '../../../lib/store/store';
import { Toaster } from '../../../components/ui/toast/toaster';

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

/** A page at `url` with a store, the toasts, and a probe showing where it navigated to. */
export function renderCheckout(Page: ComponentType, url: string) {
  const store = makeStore();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[url]}>
        <Page />
        <LocationProbe />
      </MemoryRouter>
      <Toaster />
    </Provider>,
  );
  return { ...view, store, user };
}
