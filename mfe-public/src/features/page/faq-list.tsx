import type { ReactNode } from 'react';
import './page.css';

export interface FaqEntry {
  question: string;
  answer: ReactNode;
}

/** Questions that open to show their answer; native details/summary work with keyboard and screen readers. */
export function FaqList({ entries }: { entries: readonly FaqEntry[] }) {
  return (
    <div className="pub-faq">
      {entries.map(({ question, answer }) => (
        <details key={question} className="pub-faq__entry">
          <summary>{question}</summary>
          <div className="pub-faq__answer">{answer}</div>
        </details>
      ))}
    </div>
  );
}
