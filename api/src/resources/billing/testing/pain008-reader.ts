import { XMLParser, XMLValidator } from 'fast-xml-parser';

/** One direct debit of a pain.008 file as read back: amounts in cents. */
export interface ReadDebit {
  endToEndId: string;
  cents: number;
  currency: string;
  mandateId: string;
  signedOn: string;
  debtorName: string;
  debtorIban: string;
}

export interface ReadPaymentGroup {
  sequence: string;
  collectionDate: string;
  creditorIban: string;
  creditorId: string;
  /** As the group states them. */
  count: number;
  controlCents: number;
  debits: ReadDebit[];
}

export interface ReadDirectDebitFile {
  namespace: string;
  messageId: string;
  count: number;
  controlCents: number;
  groups: ReadPaymentGroup[];
}

/** `29.13` → 2913, exactly: at most two decimals, never through floating point. */
export function decimalCents(value: string): number {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(value);
  if (!match) throw new Error(`Kein Betrag mit höchstens zwei Nachkommastellen: ${value}`);
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

const arrays = new Set(['PmtInf', 'DrctDbtTxInf']);

/** The parsed tree, as far as the test reads it (the parser keeps every value a string). */
interface RawDebit {
  PmtId: { EndToEndId: string };
  InstdAmt: { '#text': string; '@Ccy': string };
  DrctDbtTx: { MndtRltdInf: { MndtId: string; DtOfSgntr: string } };
  Dbtr: { Nm: string };
  DbtrAcct: { Id: { IBAN: string } };
}

interface RawGroup {
  NbOfTxs: string;
  CtrlSum: string;
  PmtTpInf: { SeqTp: string };
  ReqdColltnDt: string;
  CdtrAcct: { Id: { IBAN: string } };
  CdtrSchmeId: { Id: { PrvtId: { Othr: { Id: string } } } };
  DrctDbtTxInf?: RawDebit[];
}

interface RawDocument {
  Document: {
    '@xmlns': string;
    CstmrDrctDbtInitn: {
      GrpHdr: { MsgId: string; NbOfTxs: string; CtrlSum: string };
      PmtInf?: RawGroup[];
    };
  };
}

/**
 * Reads a pain.008 file with an XML parser (well-formedness first), so a test can check its
 * structure and add its amounts up instead of matching text.
 */
export function readPain008(xml: string): ReadDirectDebitFile {
  const wellFormed = XMLValidator.validate(xml);
  if (wellFormed !== true) {
    throw new Error(`pain.008 ist kein wohlgeformtes XML: ${wellFormed.err.msg}`);
  }
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    parseTagValue: false,
    parseAttributeValue: false,
    isArray: (name) => arrays.has(name),
  });
  const document = (parser.parse(xml) as RawDocument).Document;
  const initiation = document.CstmrDrctDbtInitn;
  const header = initiation.GrpHdr;
  const groups = (initiation.PmtInf ?? []).map((group): ReadPaymentGroup => ({
    sequence: group.PmtTpInf.SeqTp,
    collectionDate: group.ReqdColltnDt,
    creditorIban: group.CdtrAcct.Id.IBAN,
    creditorId: group.CdtrSchmeId.Id.PrvtId.Othr.Id,
    count: Number(group.NbOfTxs),
    controlCents: decimalCents(group.CtrlSum),
    debits: (group.DrctDbtTxInf ?? []).map((debit): ReadDebit => ({
      endToEndId: debit.PmtId.EndToEndId,
      cents: decimalCents(debit.InstdAmt['#text']),
      currency: debit.InstdAmt['@Ccy'],
      mandateId: debit.DrctDbtTx.MndtRltdInf.MndtId,
      signedOn: debit.DrctDbtTx.MndtRltdInf.DtOfSgntr,
      debtorName: debit.Dbtr.Nm,
      debtorIban: debit.DbtrAcct.Id.IBAN,
    })),
  }));
  return {
    namespace: document['@xmlns'],
    messageId: header.MsgId,
    count: Number(header.NbOfTxs),
    controlCents: decimalCents(header.CtrlSum),
    groups,
  };
}

/**
 * The file's own sums checked against its transactions: each group's count and control sum,
 * and the header's over all groups. Returns the transactions' total in cents.
 */
export function checkedPain008Total(file: ReadDirectDebitFile): number {
  let total = 0;
  let count = 0;
  for (const group of file.groups) {
    const sum = group.debits.reduce((cents, debit) => cents + debit.cents, 0);
    if (group.count !== group.debits.length || group.controlCents !== sum) {
      throw new Error(
        `Zahlungsgruppe ${group.sequence} ${group.collectionDate}: Summe stimmt nicht`,
      );
    }
    total += sum;
    count += group.debits.length;
  }
  if (file.count !== count || file.controlCents !== total) {
    throw new Error('Kopf der Datei: Anzahl oder Kontrollsumme stimmt nicht');
  }
  return total;
}
