import { useEffect, useState } from 'react';
import { Alert } from 'shared-ui/components/alert';
import { Button } from 'shared-ui/components/button';
import { Receipt } from './receipt';
import type { ReceiptData, ReceiptLayout } from './receipt-data';
import { receiptPdf } from './receipt-pdf';
import { workplaceTexts } from './workplace-texts';

const texts = workplaceTexts.receipt;

/** The page size of the printout follows the chosen layout. A6 in millimetres: Chromium drops
 *  `size: A6` as an unknown page name and printed the A6 receipt on its default paper. */
const pageRules: Record<ReceiptLayout, string> = {
  a6: '@page { size: 105mm 148mm; margin: 6mm; }',
  roll: '@page { size: 80mm 200mm; margin: 3mm; }',
};

/**
 * Puts the layout's @page rule into the document while the receipt is shown. A constructed
 * style sheet, because the site's content security policy refuses inline <style> elements.
 */
function usePageRule(layout: ReceiptLayout) {
  useEffect(() => {
    if (typeof CSSStyleSheet === 'undefined' || !('adoptedStyleSheets' in document)) {
      return undefined;
    }
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(pageRules[layout]);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    return () => {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((other) => other !== sheet);
    };
  }, [layout]);
}

async function savePdf(data: ReceiptData, layout: ReceiptLayout) {
  const bytes = await receiptPdf(data, layout);
  const url = URL.createObjectURL(new Blob([bytes.slice().buffer], { type: 'application/pdf' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = texts.pdfFile;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its copy; the code must not linger in the page.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Beleg: print (A6 or 80 mm roll) or PDF, then "Neuer Kunde" forgets everything. */
export function ReceiptStep({
  data,
  onNewCustomer,
}: {
  data: ReceiptData;
  onNewCustomer: () => void;
}) {
  const [layout, setLayout] = useState<ReceiptLayout>('a6');
  usePageRule(layout);
  return (
    <section className="bb-workplace__receipt" aria-label={texts.heading}>
      <h2 className="bb-workplace__no-print">{texts.heading}</h2>
      <Alert variant="success" className="bb-workplace__no-print">
        {texts.sent}
      </Alert>
      <fieldset className="bb-workplace__no-print bb-workplace__layouts">
        <legend>{texts.layout}</legend>
        {(['a6', 'roll'] as const).map((option) => (
          <label key={option} className="bb-workplace__radio">
            <input
              type="radio"
              name="receipt-layout"
              value={option}
              checked={layout === option}
              onChange={() => setLayout(option)}
            />{' '}
            {texts[option]}
          </label>
        ))}
      </fieldset>
      <div className="bb-workplace__print-area">
        <Receipt data={data} layout={layout} />
      </div>
      <div className="bb-workplace__actions bb-workplace__no-print">
        <Button onClick={() => window.print()}>{texts.print}</Button>
        <Button variant="secondary" onClick={() => void savePdf(data, layout)}>
          {texts.pdf}
        </Button>
        <Button variant="secondary" onClick={onNewCustomer}>
          {texts.newCustomer}
        </Button>
      </div>
      <p className="bb-workplace__hint bb-workplace__no-print">{texts.newCustomerHint}</p>
    </section>
  );
}
