import { checkProofFile, proofFileProblem } from './proof-file';

describe('proof file checks', () => {
  it('refuses by declared type and size at once', () => {
    expect(proofFileProblem(new File(['x'], 'foto.png', { type: 'image/png' }))).toBe(
      'Nur PDF-Dateien werden akzeptiert.',
    );
    const big = new File(['%PDF-'], 'gross.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    expect(proofFileProblem(big)).toBe(
      'Die Datei ist zu groß. Bitte laden Sie eine PDF-Datei bis 10 MB hoch.',
    );
    expect(proofFileProblem(new File(['%PDF-1.4'], 'scan.PDF', { type: '' }))).toBeNull();
  });

  it('checks the content of a file uploaded as it is', async () => {
    expect(
      await checkProofFile(new File(['%PDF-1.4\n'], 'a.pdf', { type: 'application/pdf' })),
    ).toBeNull();
    expect(
      await checkProofFile(new File(['Hallo Welt'], 'a.pdf', { type: 'application/pdf' })),
    ).toBe('Nur PDF-Dateien werden akzeptiert.');
  });
});
