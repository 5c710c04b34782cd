/** Shown while a page's code loads after an in-app navigation. */
export function PageLoading() {
  return (
    <div role="status" aria-live="polite" style={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <span className="visually-hidden">Loading…</span>
    </div>
  );
}
