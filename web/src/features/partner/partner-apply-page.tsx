// Placeholder until this page is written.
export default function PartnerApplyPage() {
  return (
    <main>
      <h1>partnerApply</h1>
    </main>
  );
}
