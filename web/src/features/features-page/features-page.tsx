// Placeholder until this page is written.
export default function FeaturesPage() {
  return (
    <main>
      <h1>features</h1>
    </main>
  );
}
