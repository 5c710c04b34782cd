// Placeholder until this page is written.
export default function BookGiveawayPage() {
  return (
    <main>
      <h1>bookGiveaway</h1>
    </main>
  );
}
