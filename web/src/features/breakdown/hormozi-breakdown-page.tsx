// Placeholder until this page is written.
export default function HormoziBreakdownPage() {
  return (
    <main>
      <h1>hormoziBreakdown</h1>
    </main>
  );
}
