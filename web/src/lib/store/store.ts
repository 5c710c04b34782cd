import { combineSlices, configureStore, createDynamicMiddleware, type Middleware, type WithSlice } from '@reduxjs/toolkit';
import type { apiSlice } from './api-slice';
import { toastsSlice } from './toasts-slice';

/**
 * The slices every page needs. The API slice (RTK Query) joins when the
 * first feature that calls the API is loaded (api-slice.ts calls
 * addApiSlice), so a page that calls nothing does not download RTK Query.
 */
const rootReducer = combineSlices(toastsSlice).withLazyLoadedSlices<WithSlice<typeof apiSlice>>();
const lazyMiddleware = createDynamicMiddleware();
/** Raised each time a slice joins; each store notices it at its next dispatch. */
let joined = 0;

/**
 * Before a store's first dispatch after a slice joined, a plain action runs
 * through every reducer and middleware, so the new slice has its state (and
 * RTK Query its registered middleware) before the dispatch, which may be a
 * query's thunk, reads them.
 */
const lazySlicesJoined: Middleware = () => {
  let seen = 0;
  return (next) => (action) => {
    if (seen !== joined) {
      seen = joined;
      next({ type: 'store/lazySlicesJoined' });
    }
    return next(action);
  };
};

/** Adds the API slice to every store, those made already included. */
export function addApiSlice(api: typeof apiSlice): void {
  rootReducer.inject(api);
  lazyMiddleware.addMiddleware(api.middleware);
  joined += 1;
}

/** A new store per browser page, per prerendered route and per test. */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    // The development checks warn past 32 ms, which a loaded test machine reaches with nothing wrong.
    middleware: (getDefault) =>
      getDefault({ immutableCheck: { warnAfter: 200 }, serializableCheck: { warnAfter: 200 } })
        .prepend(lazySlicesJoined)
        .concat(lazyMiddleware.middleware),
  });
}

export type RootState = ReturnType<typeof rootReducer>;
export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
