import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { toastsSlice } from './toasts-slice';
import { apiSlice } from './api-slice';

const rootReducer = combineReducers({
  [apiSlice.reducerPath]: apiSlice.reducer,
  [toastsSlice.name]: toastsSlice.reducer,
});

/** A new store per browser page, per prerendered route and per test. */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    // The development checks warn past 32 ms, which a loaded test machine reaches with nothing wrong.
    middleware: (getDefault) =>
      getDefault({ immutableCheck: { warnAfter: 200 }, serializableCheck: { warnAfter: 200 } }).concat(apiSlice.middleware),
  });
}

export type RootState = ReturnType<typeof rootReducer>;
export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
