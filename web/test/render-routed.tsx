import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { makeStore } from '../src/lib/store/store';

interface RouteOptions {
  /** The address the router starts at ('/' unless given). */
  at?: string;
  /** A fresh store around the page, for pages that call the API. */
  withStore?: boolean;
}

/** A page, or part of one, inside a router (and a store), as the site renders it. */
export function renderRouted(ui: ReactElement, { at = '/', withStore = false }: RouteOptions = {}) {
  const routed = <MemoryRouter initialEntries={[at]}>{ui}</MemoryRouter>;
  return render(withStore ? <Provider store={makeStore()}>{routed}</Provider> : routed);
}
