import { Provider } from 'react-redux';
import { Navigate, Route, Routes } from 'react-router-dom';
import type { AppStore } from '../lib/store/store';
import { RootLayout } from './root-layout';
import { NotFoundPage, redirects, routes } from './routes';

/** The whole site below a router: the browser gives it a BrowserRouter, the prerenderer a StaticRouter. */
export function App({ store }: { store: AppStore }) {
  return (
    <Provider store={store}>
      <Routes>
        <Route element={<RootLayout />}>
          {routes.map(({ path, Page }) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
          {redirects.map(({ from, to }) => (
            <Route key={from} path={from} element={<Navigate to={to} replace />} />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </Provider>
  );
}
