import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from 'shared-ui/testing/render-with-providers';
import {
  pdfDataUrl,
  pdfFile,
  renamedTextFile,
  studioDraft,
} from '../testing/registration-fixtures';
import { LocationOverviewStep } from './location-overview-step';
import { everyStudioHasProof, readSharedUpload, readStudios } from './studio-drafts';
import { useStudioDrafts } from './use-studio-drafts';

function Harness() {
  return <LocationOverviewStep drafts={useStudioDrafts()} />;
}

function seedStudiosWithoutFiles() {
  window.localStorage.setItem(
    'studios',
    JSON.stringify([
      studioDraft({ uploadedFiles: [] }),
      studioDraft({ id: 'studio-2', name: 'Foto Schmidt Plön', uploadedFiles: [] }),
    ]),
  );
}

describe('location overview uploads', () => {
  it('takes one PDF per studio and removes a single file', async () => {
    seedStudiosWithoutFiles();
    const { user } = renderWithProviders(<Harness />);

    // Both files are chosen before either has been read, so both reads finish against the same
    // render: the second must not drop the first.
    fireEvent.change(screen.getByLabelText('Gewerbeschein für Foto Schmidt Kiel (PDF)'), {
      target: { files: [pdfFile('kiel.pdf')] },
    });
    fireEvent.change(screen.getByLabelText('Gewerbeschein für Foto Schmidt Plön (PDF)'), {
      target: { files: [pdfFile('ploen.pdf')] },
    });

    await screen.findByText('kiel.pdf');
    await screen.findByText('ploen.pdf');
    expect(readStudios().map((studio) => studio.uploadedFiles.map((file) => file.name))).toEqual([
      ['kiel.pdf'],
      ['ploen.pdf'],
    ]);
    expect(everyStudioHasProof(readStudios(), readSharedUpload())).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Datei kiel.pdf entfernen' }));
    expect(screen.queryByText('kiel.pdf')).not.toBeInTheDocument();
    expect(readStudios().map((studio) => studio.uploadedFiles.length)).toEqual([0, 1]);
  });

  it('refuses anything that is not a PDF by content or by type', async () => {
    seedStudiosWithoutFiles();
    const { user } = renderWithProviders(<Harness />);
    const upload = screen.getByLabelText('Gewerbeschein für Foto Schmidt Kiel (PDF)');

    await user.upload(upload, renamedTextFile());
    expect(await screen.findByRole('alert')).toHaveTextContent('Nur PDF-Dateien werden akzeptiert');
    expect(readStudios()[0]?.uploadedFiles).toEqual([]);

    await user.upload(upload, pdfFile());
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());

    // The picker's accept filter is only a hint; a picture is refused even with PDF bytes inside.
    await userEvent
      .setup({ applyAccept: false })
      .upload(upload, new File(['%PDF-1.4'], 'foto.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Nur PDF-Dateien werden akzeptiert');
    expect(readStudios()[0]?.uploadedFiles.map((file) => file.name)).toEqual(['gewerbeschein.pdf']);
  });

  it('uses one shared file for all studios; toggling clears all files', async () => {
    window.localStorage.setItem(
      'studios',
      JSON.stringify([studioDraft(), studioDraft({ id: 'studio-2', name: 'Foto Schmidt Plön' })]),
    );
    const { user } = renderWithProviders(<Harness />);
    const toggle = screen.getByRole('checkbox', {
      name: 'Eine Datei für alle Standorte verwenden',
    });

    await user.click(toggle);
    expect(readStudios().every((studio) => studio.uploadedFiles.length === 0)).toBe(true);
    expect(screen.queryByLabelText(/Gewerbeschein für Foto Schmidt/)).not.toBeInTheDocument();
    expect(everyStudioHasProof(readStudios(), readSharedUpload())).toBe(false);

    await user.upload(
      screen.getByLabelText('Gewerbeschein für alle Standorte (PDF)'),
      pdfFile('alle.pdf'),
    );
    await screen.findByText('alle.pdf');
    expect(readSharedUpload()).toEqual({
      oneFileForAll: true,
      files: [expect.objectContaining({ name: 'alle.pdf' })],
    });
    expect(everyStudioHasProof(readStudios(), readSharedUpload())).toBe(true);

    await user.click(toggle);
    expect(screen.queryByText('alle.pdf')).not.toBeInTheDocument();
    expect(readSharedUpload()).toEqual({ oneFileForAll: false, files: [] });
    expect(window.localStorage.getItem('uploadedFiles')).toBeNull();
  });

  it('keeps the drafts and files across a reload (remount from localStorage)', async () => {
    seedStudiosWithoutFiles();
    const first = renderWithProviders(<Harness />);
    await first.user.upload(
      screen.getByLabelText('Gewerbeschein für Foto Schmidt Plön (PDF)'),
      pdfFile('ploen.pdf'),
    );
    await screen.findByText('ploen.pdf');
    first.unmount();

    renderWithProviders(<Harness />);
    const ploen = screen.getByText('Foto Schmidt Plön').closest('li') as HTMLElement;
    expect(within(ploen).getByText('ploen.pdf')).toBeInTheDocument();
    expect(screen.getByText('Foto Schmidt Kiel')).toBeInTheDocument();
    const stored = JSON.parse(window.localStorage.getItem('studios') ?? '[]');
    expect(stored[1].uploadedFiles[0].data).toMatch(/^data:application\/pdf;base64,/);
  });

  it('keeps the drafts and files in a new window of the same browser (empty sessionStorage)', async () => {
    seedStudiosWithoutFiles();
    const first = renderWithProviders(<Harness />);
    await first.user.upload(
      screen.getByLabelText('Gewerbeschein für Foto Schmidt Kiel (PDF)'),
      pdfFile('kiel.pdf'),
    );
    await screen.findByText('kiel.pdf');
    first.unmount();
    // A new window (or the tab closed and opened again) starts with its own, empty session.
    window.sessionStorage.clear();

    renderWithProviders(<Harness />);
    const kiel = screen.getByText('Foto Schmidt Kiel').closest('li') as HTMLElement;
    expect(within(kiel).getByText('kiel.pdf')).toBeInTheDocument();
    expect(screen.getByText('Foto Schmidt Plön')).toBeInTheDocument();
  });

  it('shows a file added in another window of the registration', async () => {
    seedStudiosWithoutFiles();
    renderWithProviders(<Harness />);
    // The other window stores the Kiel studio with a file; this window is told by the browser.
    const [kiel, ploen] = readStudios();
    const file = { name: 'anderes-fenster.pdf', type: 'application/pdf', data: pdfDataUrl };
    window.localStorage.setItem(
      'studios',
      JSON.stringify([{ ...kiel, uploadedFiles: [file] }, ploen]),
    );
    fireEvent(
      window,
      new StorageEvent('storage', { key: 'studios', storageArea: window.localStorage }),
    );

    await screen.findByText('anderes-fenster.pdf');
    const row = screen.getByText('Foto Schmidt Kiel').closest('li') as HTMLElement;
    expect(within(row).getByText('anderes-fenster.pdf')).toBeInTheDocument();
  });

  it('says so when the browser cannot store the file', async () => {
    seedStudiosWithoutFiles();
    const { user } = renderWithProviders(<Harness />);
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('voll', 'QuotaExceededError');
    });

    await user.upload(
      screen.getByLabelText('Gewerbeschein für Foto Schmidt Kiel (PDF)'),
      pdfFile(),
    );

    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Die Angaben konnten im Browser nicht zwischengespeichert werden',
      ),
    );
    setItem.mockRestore();
    expect(readStudios()[0]?.uploadedFiles).toEqual([]);
    expect(screen.queryByText('gewerbeschein.pdf')).not.toBeInTheDocument();
  });
});
