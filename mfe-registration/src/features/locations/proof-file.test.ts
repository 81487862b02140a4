import { pdfContent, pdfDataUrl } from '../testing/registration-fixtures';
import { dataUrlToBlob, isPdfDataUrl, readProofFile } from './proof-file';

describe('PDF check by content', () => {
  it('accepts data starting with %PDF-, whatever the declared type', () => {
    expect(isPdfDataUrl(pdfDataUrl)).toBe(true);
    expect(isPdfDataUrl(`data:application/octet-stream;base64,${btoa(pdfContent)}`)).toBe(true);
  });

  it.each([
    ['text', `data:application/pdf;base64,${btoa('Hallo Welt')}`],
    ['no base64', 'data:application/pdf,%PDF-1.4'],
    ['broken base64', 'data:application/pdf;base64,@@@@'],
    ['no data URL', '%PDF-1.4'],
  ])('refuses %s', (_case, data) => {
    expect(isPdfDataUrl(data)).toBe(false);
  });

  it('accepts a PDF without declared type by its name and content', async () => {
    const result = await readProofFile(new File([pdfContent], 'scan.PDF', { type: '' }));
    expect(result).toEqual({
      file: expect.objectContaining({ name: 'scan.PDF', type: 'application/pdf' }),
    });
  });

  it('refuses files above 10 MB before reading them', async () => {
    const big = new File(['%PDF-'], 'gross.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    expect(await readProofFile(big)).toEqual({
      error: 'Die Datei ist zu groß. Bitte laden Sie eine PDF-Datei bis 10 MB hoch.',
    });
  });

  it('turns the data URL back into the PDF bytes', () => {
    const blob = dataUrlToBlob(pdfDataUrl);
    expect(blob.type).toBe('application/pdf');
    expect(blob.size).toBe(pdfContent.length);
  });
});
