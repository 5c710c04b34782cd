// Placeholder until this page is written.
export default function FrameworkSessionPage() {
  return (
    <main>
      <h1>frameworkSession</h1>
    </main>
  );
}
