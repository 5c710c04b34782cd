// Placeholder until this page is written.
export default function VsGongPage() {
  return (
    <main>
      <h1>vsGong</h1>
    </main>
  );
}
