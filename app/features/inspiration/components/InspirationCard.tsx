/** Home: the verse of the day with its reflection. */
export function InspirationCard({ verse }: { verse: { verse: string; reference: string; reflection: string } }) {
  return (
    <section className="card inspiration" aria-labelledby="inspiration-heading" data-testid="daily-inspiration">
      <h2 id="inspiration-heading">Daily inspiration</h2>
      <blockquote>
        <p className="verse">&ldquo;{verse.verse}&rdquo;</p>
        <footer className="muted">{verse.reference}</footer>
      </blockquote>
      <p className="reflection">{verse.reflection}</p>
    </section>
  );
}
