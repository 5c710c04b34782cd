// Placeholder until this page is written.
export default function PartnerThankYouPage() {
  return (
    <main>
      <h1>partnerThankYou</h1>
    </main>
  );
}
