// Placeholder until this page is written.
export default function SecurityPage() {
  return (
    <main>
      <h1>security</h1>
    </main>
  );
}
