import { locationTexts } from '../texts/ui-texts';
import type { StudioDraft } from './studio-drafts';

/** Name, address and contact of one location draft. */
export function StudioSummary({ studio }: { studio: StudioDraft }) {
  return (
    <div className="bb-studio-summary">
      <p className="bb-studio-summary__name">{studio.name}</p>
      <p className="bb-studio-summary__line">
        {studio.address}, {studio.zipcode} {studio.city}
      </p>
      <p className="bb-studio-summary__line">
        {locationTexts.fields.phone}: {studio.shop_phone} · {locationTexts.fields.website}:{' '}
        {studio.website}
      </p>
    </div>
  );
}
