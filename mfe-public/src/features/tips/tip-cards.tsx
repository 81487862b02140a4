/** One piece of advice on a tips page: a short title and its explanation. */
export interface Tip {
  title: string;
  text: string;
}

/** The tips pages' pieces of advice as a grid of cards. */
export function TipCards({ tips }: { tips: readonly Tip[] }) {
  return (
    <ul className="pub-cards">
      {tips.map((tip) => (
        <li key={tip.title} className="pub-card">
          <h3>{tip.title}</h3>
          <p>{tip.text}</p>
        </li>
      ))}
    </ul>
  );
}
