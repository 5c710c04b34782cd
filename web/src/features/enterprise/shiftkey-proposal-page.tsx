// Placeholder until this page is written.
export default function ShiftkeyProposalPage() {
  return (
    <main>
      <h1>enterpriseShiftkey</h1>
    </main>
  );
}
