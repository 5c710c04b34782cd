import { StrictMode } from 'react';
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

// Built pages arrive prerendered; the dev server sends an empty root.
if (container.firstElementChild) hydrateRoot(container, app);
else createRoot(container).render(app);
