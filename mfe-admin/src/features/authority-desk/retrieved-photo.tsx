import { useId } from 'react';
import { Button, buttonClassName } from 'shared-ui/components/button';
import { StudioAddress } from 'shared-ui/components/studio-address';
import { formatGermanDate } from 'shared-ui/format/german-date';
import { formatGermanDateTime } from '../operator/operator-format';
import { deskTexts } from './desk-texts';
import type { DeskPhoto } from './use-photo-retrieval';

const texts = deskTexts.photo;

export interface RetrievedPhotoProps {
  photo: DeskPhoto;
  onNext: () => void;
}

/** The decrypted photo, large, with what the clerk must check before taking it over. */
export function RetrievedPhoto({ photo, onNext }: RetrievedPhotoProps) {
  const headingId = useId();
  const hintId = useId();
  return (
    <section className="bb-desk-photo" aria-labelledby={headingId}>
      <h2 id={headingId} className="bb-desk-photo__heading">
        {texts.heading}
      </h2>
      <div className="bb-desk-photo__layout">
        <img src={photo.url} alt={texts.alt} className="bb-desk-photo__image" />
        <div className="bb-desk-photo__facts">
          <dl className="bb-desk-photo__list">
            <dt>{texts.captured}</dt>
            <dd>{formatGermanDateTime(photo.capturedAt)}</dd>
            <dt>{texts.validUntil}</dt>
            <dd>{formatGermanDate(photo.expiresAt)}</dd>
            <dt>{texts.studio}</dt>
            <dd>
              <StudioAddress name={photo.studio.name} address={photo.studio.address} />
            </dd>
            {photo.uploaderPseudonym ? (
              <>
                <dt>{texts.pseudonym}</dt>
                <dd className="bb-desk-photo__pseudonym">{photo.uploaderPseudonym}</dd>
              </>
            ) : null}
          </dl>
          <h3 className="bb-desk-photo__subheading">{texts.earlier}</h3>
          {photo.retrievals.length === 0 ? (
            <p>{texts.none}</p>
          ) : (
            <ul className="bb-desk-photo__retrievals" aria-label={texts.earlier}>
              {photo.retrievals.map((retrieval) => (
                <li key={`${retrieval.retrieved_at} ${retrieval.authority}`}>
                  {texts.retrieval(
                    retrieval.authority,
                    formatGermanDateTime(retrieval.retrieved_at),
                  )}
                </li>
              ))}
            </ul>
          )}
          <div className="bb-desk-photo__actions">
            <a
              href={photo.url}
              download={photo.fileName}
              className={buttonClassName('primary')}
              aria-describedby={hintId}
            >
              {texts.save}
            </a>
            <Button variant="secondary" onClick={onNext}>
              {texts.next}
            </Button>
          </div>
          <p id={hintId} className="bb-desk-photo__hint">
            {texts.saveHint}
          </p>
        </div>
      </div>
    </section>
  );
}
