describe('a store made before the API slice is loaded', () => {
  let makeStore: typeof import('./store').makeStore;

  // The slice joins the store's module once it is loaded: each test starts with neither loaded, as a new page does.
  beforeEach(async () => {
    jest.resetModules();
    ({ makeStore } = await import('./store'));
  });

  it('has the slice’s state before the first thunk after it joins reads it, as a query’s thunk does', async () => {
    const store = makeStore();
    expect(store.getState()).not.toHaveProperty('api');
    const { apiSlice } = await import('./api-slice');
    const seen = store.dispatch((_dispatch, getState) => getState().api);
    expect(seen).toMatchObject({ config: { reducerPath: apiSlice.reducerPath, middlewareRegistered: true } });
  });

  it('is joined by the slice, and a store made afterwards starts with it', async () => {
    await import('./api-slice');
    const store = makeStore();
    store.dispatch({ type: 'any' });
    expect(store.getState().api).toMatchObject({ queries: {}, mutations: {} });
  });
});
