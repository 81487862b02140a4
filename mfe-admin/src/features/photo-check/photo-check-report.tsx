import { useId } from 'react';
import type { CriterionResult, PhotoCheckResult, Verdict } from './photo-check-types';
import './photo-check-report.css';

/** Words and symbols for each verdict: the colour is never the only signal. */
export const verdictTexts: Record<Verdict, { word: string; symbol: string }> = {
  green: { word: 'erfüllt', symbol: '✓' },
  amber: { word: 'bitte prüfen', symbol: '!' },
  red: { word: 'nicht erfüllt', symbol: '✕' },
};

const overallTexts: Record<Verdict, string> = {
  green: 'Alle Kriterien sind erfüllt.',
  amber: 'Einige Kriterien sollten Sie prüfen.',
  red: 'Einige Kriterien sind nicht erfüllt. Sie entscheiden als Fachkraft, ob Sie das Foto trotzdem verwenden.',
};

export interface PhotoCheckReportProps {
  result: PhotoCheckResult;
  /** Heading level text; the workplace may name the shot, e.g. "Prüfung von Aufnahme 2". */
  heading?: string;
}

function CriterionItem({ criterion }: { criterion: CriterionResult }) {
  const verdict = verdictTexts[criterion.verdict];
  return (
    <li className={`bb-photo-check__item bb-photo-check__item--${criterion.verdict}`}>
      <span className="bb-photo-check__symbol" aria-hidden="true">
        {verdict.symbol}
      </span>
      <span className="bb-photo-check__text">
        <span className="bb-photo-check__label">
          {criterion.label}: <span className="bb-photo-check__verdict">{verdict.word}</span>
        </span>
        <span className="bb-photo-check__explanation">{criterion.explanation}</span>
        {criterion.tip ? <span className="bb-photo-check__tip">Tipp: {criterion.tip}</span> : null}
      </span>
    </li>
  );
}

/** The pre-check of one shot as a list of criteria (German, colour plus symbol plus word).
 *  Presentational only: it never blocks anything, a red verdict is advice to the professional. */
export function PhotoCheckReport({
  result,
  heading = 'Biometrische Vorprüfung',
}: PhotoCheckReportProps) {
  const headingId = useId();
  const overall = verdictTexts[result.overall];
  return (
    <section className="bb-photo-check" aria-labelledby={headingId}>
      <h2 id={headingId} className="bb-photo-check__heading">
        {heading}
      </h2>
      <p className={`bb-photo-check__overall bb-photo-check__overall--${result.overall}`}>
        <span className="bb-photo-check__symbol" aria-hidden="true">
          {overall.symbol}
        </span>{' '}
        {overallTexts[result.overall]}
      </p>
      <ul className="bb-photo-check__list" aria-label="Kriterien">
        {result.criteria.map((criterion) => (
          <CriterionItem key={criterion.id} criterion={criterion} />
        ))}
      </ul>
    </section>
  );
}
