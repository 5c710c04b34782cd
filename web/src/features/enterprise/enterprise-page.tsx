// Placeholder until this page is written.
export default function EnterprisePage() {
  return (
    <main>
      <h1>enterprise</h1>
    </main>
  );
}
