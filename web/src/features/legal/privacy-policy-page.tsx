// Placeholder until this page is written.
export default function PrivacyPolicyPage() {
  return (
    <main>
      <h1>privacyPolicy</h1>
    </main>
  );
}
