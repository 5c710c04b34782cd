// Placeholder until this page is written.
export default function SupermetricsProposalPage() {
  return (
    <main>
      <h1>enterpriseSupermetrics</h1>
    </main>
  );
}
