import { useState } from 'react';
import { Alert } from 'shared-ui/components/alert';
import { Button } from 'shared-ui/components/button';
import { locationTexts } from '../texts/ui-texts';
import { LocationDialog } from './location-dialog';
import { StudioSummary } from './studio-summary';
import type { StudioDraft } from './studio-drafts';
import type { StudioDraftsController } from './use-studio-drafts';
import './locations.css';

type DialogState = { mode: 'add' } | { mode: 'edit'; draft: StudioDraft } | null;

/** Step 'Standort hinzufügen': the list of location drafts with add, edit and remove. */
export function LocationStep({ drafts }: { drafts: StudioDraftsController }) {
  const [dialog, setDialog] = useState<DialogState>(null);
  const [success, setSuccess] = useState<string | null>(null);

  function save(draft: StudioDraft): boolean {
    const editing = dialog?.mode === 'edit';
    if (!drafts.saveStudio(draft)) return false;
    setDialog(null);
    setSuccess(editing ? locationTexts.editedSuccess : locationTexts.addedSuccess);
    return true;
  }

  return (
    <div className="bb-location-step">
      {drafts.studios.length === 0 ? (
        <p>{locationTexts.noLocationsYet}</p>
      ) : (
        <ul className="bb-location-list" aria-label={locationTexts.locationsListLabel}>
          {drafts.studios.map((studio) => (
            <li key={studio.id} className="bb-location-list__item">
              <StudioSummary studio={studio} />
              <div className="bb-location-list__actions">
                <Button
                  variant="secondary"
                  aria-label={`${studio.name} ${locationTexts.edit.toLowerCase()}`}
                  onClick={() => {
                    setSuccess(null);
                    setDialog({ mode: 'edit', draft: studio });
                  }}
                >
                  {locationTexts.edit}
                </Button>
                <Button
                  variant="link"
                  aria-label={`${studio.name} ${locationTexts.remove.toLowerCase()}`}
                  onClick={() => {
                    setSuccess(null);
                    drafts.removeStudio(studio.id);
                  }}
                >
                  {locationTexts.remove}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Button
        variant="secondary"
        onClick={() => {
          setSuccess(null);
          setDialog({ mode: 'add' });
        }}
      >
        {locationTexts.addButton}
      </Button>
      {success ? <Alert variant="success">{success}</Alert> : null}
      {dialog ? (
        <LocationDialog
          draft={dialog.mode === 'edit' ? dialog.draft : undefined}
          oneFileForAll={drafts.sharedUpload.oneFileForAll}
          onCancel={() => setDialog(null)}
          onSave={save}
        />
      ) : null}
    </div>
  );
}
