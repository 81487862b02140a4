import { and, desc, eq, isNull, lte } from 'drizzle-orm';
import { maskIban, normalizeBic, normalizeIban } from 'shared-ui/billing/billing-rules';
import type { Mandate } from 'shared-ui/contracts/billing-contract';
import type { Database } from '../../kernel/database/database';
import type { DatabaseOrTransaction } from '../accounts/one-time-codes';
import { companies } from '../accounts/schema';
import { sepaMandates } from './schema';
import type { SepaMandateRow } from './schema';

/** `BB-000042-3`: the company's number and its how-manyth mandate (≤ 35 characters, A–Z 0–9 -). */
export function mandateReference(companyId: number, ordinal: number): string {
  return `BB-${String(companyId).padStart(6, '0')}-${ordinal}`;
}

export interface MandateInput {
  accountHolder: string;
  iban: string;
  bic: string | null;
}

/**
 * The owner signs a new mandate: the one in force (if any) is superseded at the same instant, so
 * every change stays on record. The company row is locked so two changes at once get two
 * consecutive references instead of a clash.
 */
export async function signMandate(
  db: Database,
  companyId: number,
  signedBy: number,
  input: MandateInput,
  now: Date,
): Promise<SepaMandateRow> {
  return db.transaction(async (tx) => {
    await tx
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.id, companyId))
      .for('update');
    const earlier = await tx
      .select({ id: sepaMandates.id })
      .from(sepaMandates)
      .where(eq(sepaMandates.companyId, companyId));
    await tx
      .update(sepaMandates)
      .set({ supersededAt: now })
      .where(and(eq(sepaMandates.companyId, companyId), isNull(sepaMandates.supersededAt)));
    const [mandate] = await tx
      .insert(sepaMandates)
      .values({
        companyId,
        reference: mandateReference(companyId, earlier.length + 1),
        accountHolder: input.accountHolder,
        iban: normalizeIban(input.iban),
        bic: input.bic ? normalizeBic(input.bic) : null,
        signedAt: now,
        signedBy,
      })
      .returning();
    return mandate!;
  });
}

/** Every mandate of the company, newest first (the first one is in force unless superseded). */
export function mandatesOf(
  db: DatabaseOrTransaction,
  companyId: number,
): Promise<SepaMandateRow[]> {
  return db
    .select()
    .from(sepaMandates)
    .where(eq(sepaMandates.companyId, companyId))
    .orderBy(desc(sepaMandates.signedAt), desc(sepaMandates.id));
}

/** The mandate in force at `instant`: signed by then and not superseded by then. */
export async function mandateInForce(
  db: DatabaseOrTransaction,
  companyId: number,
  instant: Date,
): Promise<SepaMandateRow | null> {
  const candidates = await db
    .select()
    .from(sepaMandates)
    .where(and(eq(sepaMandates.companyId, companyId), lte(sepaMandates.signedAt, instant)))
    .orderBy(desc(sepaMandates.signedAt), desc(sepaMandates.id));
  return (
    candidates.find((mandate) => !mandate.supersededAt || mandate.supersededAt > instant) ?? null
  );
}

/** What the owner sees of a mandate: never the whole IBAN. */
export function mandateView(mandate: SepaMandateRow): Mandate {
  return {
    reference: mandate.reference,
    account_holder: mandate.accountHolder,
    iban: maskIban(mandate.iban),
    bic: mandate.bic,
    signed_at: mandate.signedAt.toISOString(),
    superseded_at: mandate.supersededAt?.toISOString() ?? null,
  };
}
