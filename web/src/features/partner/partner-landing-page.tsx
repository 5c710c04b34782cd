// Placeholder until this page is written.
export default function PartnerLandingPage() {
  return (
    <main>
      <h1>partnerLanding</h1>
    </main>
  );
}
