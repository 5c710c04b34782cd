// Placeholder until this page is written.
export default function TermsOfServicePage() {
  return (
    <main>
      <h1>termsOfService</h1>
    </main>
  );
}
