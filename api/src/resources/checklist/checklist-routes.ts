import { and, asc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { ChecklistBody } from 'shared-ui/contracts/checklist-contract';
import type { ApiRoutes } from '../../kernel/api-deps';
import { bearerSecurity, requireUser, signedInAccount } from '../sessions/require-user';
import { DetailBody } from '../../kernel/http/responses';
import { invitations, users } from '../accounts/schema';
import { mandateInForce } from '../billing/sepa-mandates';
import { studioLocations } from '../finder/schema';
import { studioChecklist } from './studio-checklist';

/** The people of a studio company: each sees the steps that are theirs (signed-in-area.md §6). */
const studioRoles = ['owner', 'manager', 'employee'] as const;
type StudioRole = (typeof studioRoles)[number];

export const checklistRoutes: ApiRoutes = async (app, deps) => {
  const { config, database } = deps;
  const db = database.db;
  const clock = deps.clock;

  app.get(
    '/photobooth/checklist/',
    {
      preHandler: requireUser(deps, { roles: studioRoles }),
      schema: {
        tags: ['Verwaltungsbereich'],
        summary: 'Einrichtungs-Checkliste des Dashboards',
        description:
          'Die Schritte der angemeldeten Person mit Zustand (open: selbst zu tun, waiting: andere sind am Zug, done), deutscher Statusangabe und Link. Inhaber: Unternehmensdaten, Gewerbenachweis je Standort mit Prüfstatus, eigene eID, Mitarbeitende (optional), Lizenz/Software, SEPA-Mandat. Manager: persönliche Daten, eigene eID, Mitarbeitende, Lizenz/Software. Mitarbeitende: persönliche Daten, eigene eID. Offene Schritte zuerst; complete, wenn alle Pflichtschritte erledigt sind.',
        security: bearerSecurity,
        response: { 200: ChecklistBody, 401: DetailBody, 403: DetailBody },
      },
    },
    async (request) => {
      const { user, company } = signedInAccount(request);
      // requireUser admits only studio roles, and every studio person belongs to a company.
      const companyId = company!.id;
      const userType = user.userType as StudioRole;
      const needsCompanyFacts = userType !== 'employee';
      const [locations, colleagues, openInvitations, mandate] = await Promise.all([
        needsCompanyFacts
          ? db
              .select({
                id: studioLocations.id,
                name: studioLocations.name,
                reviewStatus: studioLocations.reviewStatus,
                reviewReason: studioLocations.reviewReason,
                hasProof: sql<boolean>`${studioLocations.certificateFile} IS NOT NULL`,
              })
              .from(studioLocations)
              .where(eq(studioLocations.companyId, companyId))
              .orderBy(asc(studioLocations.id))
          : [],
        needsCompanyFacts
          ? db
              .select({ eidVerified: users.eidVerified })
              .from(users)
              .where(and(eq(users.companyId, companyId), ne(users.id, user.id)))
          : [],
        needsCompanyFacts
          ? db
              .select({ count: sql<number>`count(*)::int` })
              .from(invitations)
              .where(
                and(
                  eq(invitations.companyId, companyId),
                  isNull(invitations.usedAt),
                  gt(invitations.expiresAt, clock()),
                ),
              )
              .then((rows) => rows[0]?.count ?? 0)
          : 0,
        userType === 'owner' ? mandateInForce(db, companyId, clock()) : null,
      ]);
      return studioChecklist({
        userType,
        company: { name: company!.name, legalForm: company!.legalForm },
        person: { dateOfBirth: user.dateOfBirth, phone: user.phone, eidVerified: user.eidVerified },
        locations,
        colleagues,
        openInvitations,
        mandateInForce: mandate !== null,
        installersConfigured: config.softwareDir !== null,
      });
    },
  );
};
