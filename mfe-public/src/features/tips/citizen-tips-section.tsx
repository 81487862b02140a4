import { Link } from 'react-router-dom';
import { citizenTips, citizenTipsHeading } from 'shared-ui/site/citizen-tips';
import { PageSection } from '../page/info-page';
import '../page/page.css';

/**
 * "Tipps für Ihr Passbild": the four advice pages as cards, on the pages where a citizen prepares
 * for the appointment or may need a new photo (issue 21, item 7).
 */
export function CitizenTipsSection() {
  return (
    <PageSection title={citizenTipsHeading} className="pub-section--wide">
      <ul className="pub-cards">
        {citizenTips.map((tip) => (
          <li key={tip.path} className="pub-card">
            <h3>
              <Link to={tip.path}>{tip.label}</Link>
            </h3>
            <p>{tip.text}</p>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
