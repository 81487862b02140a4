import { render, screen, waitFor } from '@testing-library/react';
import { setupTestUser } from 'shared-ui/testing/test-user';
import { PDFDocument } from 'pdf-lib';
import type { ReceiptData } from './receipt-data';
import { ReceiptStep } from './receipt-step';

const data: ReceiptData = {
  codeUrl:
    'https://bildbote.example/p#1.AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8gISIjJCUmJygpKissLS4v',
  studioName: 'Foto Schmidt Kiel',
  studioAddress: 'Holstenstraße 1, 24103 Kiel',
  capturedAt: '2026-11-25T13:05:00.000Z',
  expiresAt: '2027-05-25T13:05:00.000Z',
};

/** jsdom's Blob cannot read itself back; browsers can. */
function readBytes(blob: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

const blobs: Blob[] = [];
const downloads: { href: string; download: string }[] = [];

beforeEach(() => {
  blobs.length = 0;
  downloads.length = 0;
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      blobs.push(blob);
      return `blob:test/${blobs.length}`;
    },
    revokeObjectURL: jest.fn(),
  });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    downloads.push({ href: this.href, download: this.download });
  });
  window.print = jest.fn();
});

afterEach(() => jest.restoreAllMocks());

describe('ReceiptStep', () => {
  it('prints in the chosen layout and saves the same receipt as PDF', async () => {
    const user = setupTestUser();
    const onNewCustomer = jest.fn();
    render(<ReceiptStep data={data} onNewCustomer={onNewCustomer} />);

    const receipt = screen.getByRole('article', { name: 'Ihr biometrisches Passfoto' });
    expect(receipt).toHaveClass('bb-receipt--a6');
    await user.click(screen.getByRole('radio', { name: 'Bonrolle 80 mm' }));
    expect(receipt).toHaveClass('bb-receipt--roll');

    await user.click(screen.getByRole('button', { name: 'Drucken' }));
    expect(window.print).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Als PDF speichern' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]).toEqual({ href: 'blob:test/1', download: 'passbild-code.pdf' });
    expect(blobs[0]!.type).toBe('application/pdf');
    const pdf = await PDFDocument.load(await readBytes(blobs[0]!));
    expect(pdf.getPages()[0]!.getWidth()).toBeCloseTo((80 * 72) / 25.4, 1);
    // The link leaves the page at once; nothing of it stays in the document.
    expect(document.querySelector('a[download]')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Neuer Kunde' }));
    expect(onNewCustomer).toHaveBeenCalledTimes(1);
  });
});
