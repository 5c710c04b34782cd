// Placeholder until this page is written.
export default function FrameworkSessionTrialPage() {
  return (
    <main>
      <h1>frameworkSessionTrial</h1>
    </main>
  );
}
