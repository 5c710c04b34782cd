// Placeholder until this page is written.
export default function PartnerPage() {
  return (
    <main>
      <h1>partner</h1>
    </main>
  );
}
