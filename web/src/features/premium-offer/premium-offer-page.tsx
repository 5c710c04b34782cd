// Placeholder until this page is written.
export default function PremiumOfferPage() {
  return (
    <main>
      <h1>premium</h1>
    </main>
  );
}
