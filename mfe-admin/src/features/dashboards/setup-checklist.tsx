import { Link } from 'react-router-dom';
import { buttonClassName } from 'shared-ui/components/button';
import type { Checklist, ChecklistItem } from 'shared-ui/contracts/checklist-contract';
import { checklistTexts as texts } from './checklist-texts';
import './setup-checklist.css';

function Step({ item, isNext }: { item: ChecklistItem; isNext: boolean }) {
  return (
    <li
      className={`bb-checklist__item bb-checklist__item--${item.state}`}
      aria-current={isNext ? 'step' : undefined}
    >
      <div className="bb-checklist__body">
        {isNext ? <p className="bb-checklist__next">{texts.next}</p> : null}
        <h3 className="bb-checklist__title">
          {item.title}
          {item.optional ? (
            <span className="bb-checklist__optional"> ({texts.optional})</span>
          ) : null}
        </h3>
        <p className="bb-checklist__status">
          <span className="bb-visually-hidden">{texts.stateLabel[item.state]}: </span>
          <span className={`bb-checklist__badge bb-checklist__badge--${item.state}`}>
            {item.status}
          </span>
        </p>
        <p className="bb-checklist__detail">{item.detail}</p>
      </div>
      <Link
        to={item.link.to}
        className={buttonClassName(isNext ? 'primary' : 'secondary', 'bb-checklist__link')}
      >
        {item.link.label}
      </Link>
    </li>
  );
}

function Steps({ checklist }: { checklist: Checklist }) {
  return (
    <ol className="bb-checklist__list">
      {checklist.items.map((item) => (
        <Step key={item.key} item={item} isNext={item.key === checklist.next} />
      ))}
    </ol>
  );
}

/**
 * The set-up steps as the server computed them: progress, then every step with its state and a
 * link, the next open step first and marked. Once complete it folds away behind a summary.
 */
export function SetupChecklist({ checklist }: { checklist: Checklist }) {
  const { done, total } = checklist.progress;
  if (checklist.complete) {
    return (
      <details className="bb-checklist bb-checklist--complete">
        <summary>{texts.completeSummary(done, total)}</summary>
        <Steps checklist={checklist} />
      </details>
    );
  }
  return (
    <section className="bb-checklist" aria-labelledby="bb-checklist-heading">
      <h2 id="bb-checklist-heading">{texts.heading}</h2>
      <p className="bb-checklist__progress-text">{texts.progress(done, total)}</p>
      <progress
        className="bb-checklist__progress"
        value={done}
        max={Math.max(total, 1)}
        aria-label={texts.progressLabel}
        aria-valuetext={texts.progress(done, total)}
      />
      <Steps checklist={checklist} />
    </section>
  );
}
