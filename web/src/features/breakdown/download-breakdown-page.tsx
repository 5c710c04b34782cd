// Placeholder until this page is written.
export default function DownloadBreakdownPage() {
  return (
    <main>
      <h1>downloadBreakdown</h1>
    </main>
  );
}
