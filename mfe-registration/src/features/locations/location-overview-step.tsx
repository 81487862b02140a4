import { useId } from 'react';
import { locationTexts } from '../texts/ui-texts';
import { ProofFilePicker } from './proof-file-picker';
import { StudioSummary } from './studio-summary';
import type { StudioDraftsController } from './use-studio-drafts';
import './locations.css';

/**
 * Step 'Standort Übersicht': every location with its trade-licence upload, or one shared file
 * for all locations. Switching between the two starts over with no files.
 */
export function LocationOverviewStep({ drafts }: { drafts: StudioDraftsController }) {
  const toggleId = useId();
  const { studios, sharedUpload } = drafts;

  return (
    <div className="bb-location-overview">
      <p>{locationTexts.overviewIntro}</p>
      <div className="bb-checkbox">
        <input
          id={toggleId}
          type="checkbox"
          className="bb-checkbox__input"
          checked={sharedUpload.oneFileForAll}
          onChange={(event) => drafts.setOneFileForAll(event.currentTarget.checked)}
        />
        <label htmlFor={toggleId} className="bb-checkbox__label">
          {locationTexts.oneFileForAll}
        </label>
      </div>
      {sharedUpload.oneFileForAll ? (
        <ProofFilePicker
          label={locationTexts.sharedFileLabel}
          files={sharedUpload.files}
          onChange={drafts.setSharedFiles}
          required
        />
      ) : null}
      <ul className="bb-location-list">
        {studios.map((studio) => (
          <li key={studio.id} className="bb-location-list__item">
            <StudioSummary studio={studio} />
            {sharedUpload.oneFileForAll ? null : (
              <ProofFilePicker
                label={locationTexts.fileFor(studio.name)}
                files={studio.uploadedFiles}
                onChange={(files) => drafts.setStudioFiles(studio.id, files)}
                required
              />
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
