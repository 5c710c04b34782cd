import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/app';
import { makeStore } from './lib/store/store';
import './styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const app = (
  <StrictMode>
    <BrowserRouter>
      <App store={makeStore()} />
    </BrowserRouter>
  </StrictMode>
);

// Built pages arrive prerendered; the dev server sends an empty root. Hydrating in a transition lets
// React yield to the browser every few milliseconds instead of holding the main thread for the whole
// page (a click meanwhile hydrates its target at once and is replayed).
if (container.firstElementChild) startTransition(() => void hydrateRoot(container, app));
else createRoot(container).render(app);
