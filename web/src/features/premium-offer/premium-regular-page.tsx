// Placeholder until this page is written.
export default function PremiumRegularPage() {
  return (
    <main>
      <h1>premiumRegular</h1>
    </main>
  );
}
