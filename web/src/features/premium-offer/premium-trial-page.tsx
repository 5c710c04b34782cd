// Placeholder until this page is written.
export default function PremiumTrialPage() {
  return (
    <main>
      <h1>premiumTrial</h1>
    </main>
  );
}
