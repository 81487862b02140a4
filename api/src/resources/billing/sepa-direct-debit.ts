import type { BillingConfig } from '../../kernel/config/config';
import type { InvoiceRow, SepaMandateRow } from './schema';

/** One direct debit of the file: an invoice paid by its mandate. */
export interface DirectDebit {
  invoice: InvoiceRow;
  mandate: SepaMandateRow;
  /** FRST for a mandate's first debit, RCUR for every later one. */
  sequence: 'FRST' | 'RCUR';
}

/**
 * The SEPA core direct debit file (ISO 20022 pain.008.001.02, as German banks accept it) for
 * the operator to hand to the bank: one payment group per sequence type and collection date,
 * one transaction per invoice, the invoice number as end-to-end id.
 */
export function pain008(
  debits: DirectDebit[],
  {
    period,
    createdAt,
    creditorName,
    billing,
  }: { period: string; createdAt: Date; creditorName: string; billing: BillingConfig },
): string {
  const groups = new Map<string, DirectDebit[]>();
  for (const debit of debits) {
    const key = `${debit.sequence}|${debit.invoice.dueOn}`;
    groups.set(key, [...(groups.get(key) ?? []), debit]);
  }
  const total = sumOf(debits);
  const messageId = `BILDBOTE-${period}`;
  const payments = [...groups.entries()].sort().map(([key, group], index) => {
    const [sequence, collectionDate] = key.split('|') as [string, string];
    return `
    <PmtInf>
      <PmtInfId>${messageId}-${index + 1}</PmtInfId>
      <PmtMtd>DD</PmtMtd>
      <BtchBookg>true</BtchBookg>
      <NbOfTxs>${group.length}</NbOfTxs>
      <CtrlSum>${amount(sumOf(group))}</CtrlSum>
      <PmtTpInf>
        <SvcLvl><Cd>SEPA</Cd></SvcLvl>
        <LclInstrm><Cd>CORE</Cd></LclInstrm>
        <SeqTp>${sequence}</SeqTp>
      </PmtTpInf>
      <ReqdColltnDt>${collectionDate}</ReqdColltnDt>
      <Cdtr><Nm>${text(creditorName, 70)}</Nm></Cdtr>
      <CdtrAcct><Id><IBAN>${billing.iban}</IBAN></Id></CdtrAcct>
      <CdtrAgt><FinInstnId><BIC>${billing.bic}</BIC></FinInstnId></CdtrAgt>
      <ChrgBr>SLEV</ChrgBr>
      <CdtrSchmeId><Id><PrvtId><Othr><Id>${billing.creditorId}</Id><SchmeNm><Prtry>SEPA</Prtry></SchmeNm></Othr></PrvtId></Id></CdtrSchmeId>${group
        .map(transaction)
        .join('')}
    </PmtInf>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.008.001.02" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
  <CstmrDrctDbtInitn>
    <GrpHdr>
      <MsgId>${messageId}</MsgId>
      <CreDtTm>${createdAt.toISOString().slice(0, 19)}</CreDtTm>
      <NbOfTxs>${debits.length}</NbOfTxs>
      <CtrlSum>${amount(total)}</CtrlSum>
      <InitgPty><Nm>${text(creditorName, 70)}</Nm></InitgPty>
    </GrpHdr>${payments.join('')}
  </CstmrDrctDbtInitn>
</Document>
`;
}

function transaction({ invoice, mandate }: DirectDebit): string {
  const agent = mandate.bic ? `<BIC>${mandate.bic}</BIC>` : '<Othr><Id>NOTPROVIDED</Id></Othr>';
  return `
      <DrctDbtTxInf>
        <PmtId><EndToEndId>${invoice.number}</EndToEndId></PmtId>
        <InstdAmt Ccy="EUR">${amount(invoice.grossCents)}</InstdAmt>
        <DrctDbtTx><MndtRltdInf><MndtId>${mandate.reference}</MndtId><DtOfSgntr>${mandate.signedAt.toISOString().slice(0, 10)}</DtOfSgntr></MndtRltdInf></DrctDbtTx>
        <DbtrAgt><FinInstnId>${agent}</FinInstnId></DbtrAgt>
        <Dbtr><Nm>${text(mandate.accountHolder, 70)}</Nm></Dbtr>
        <DbtrAcct><Id><IBAN>${mandate.iban}</IBAN></Id></DbtrAcct>
        <RmtInf><Ustrd>${text(`Rechnung ${invoice.number} Bildbote ${invoice.period}`, 140)}</Ustrd></RmtInf>
      </DrctDbtTxInf>`;
}

function sumOf(debits: DirectDebit[]): number {
  return debits.reduce((sum, debit) => sum + debit.invoice.grossCents, 0);
}

/** Cents as the file writes amounts: `12.34`. */
function amount(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/**
 * Text in the SEPA character set (Latin letters, digits, / - ? : ( ) . , ' + and space):
 * umlauts spelled out, anything else dropped, cut to `length`, XML-escaped.
 */
export function text(value: string, length: number): string {
  const spelled = value
    .replace(/Ä/g, 'Ae')
    .replace(/Ö/g, 'Oe')
    .replace(/Ü/g, 'Ue')
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9/\-?:().,'+ ]/g, '')
    .slice(0, length)
    .trim();
  return spelled.replace(/'/g, '&apos;');
}
