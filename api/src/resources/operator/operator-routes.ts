import { Type } from '@sinclair/typebox';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiRoutes } from '../../kernel/api-deps';
import { authenticationHook } from '../../kernel/auth/authentication-first';
import { bearerSecurity, signedInAccount } from '../sessions/require-user';
import { sendAttachment } from '../../kernel/downloads/send-attachment';
import { createSignedLinks, withSignedQuery } from '../../kernel/downloads/signed-links';
import { invalidateShopsNearby } from '../finder/shops-nearby-cache';
import { studioLocations } from '../finder/schema';
import { DetailBody } from '../../kernel/http/responses';
import {
  badRequest,
  conflict,
  forbidden,
  notFound,
  type ApiError,
} from '../../kernel/http/api-error';
import type { UserRow } from '../accounts/schema';
import type { MailMessage } from '../../kernel/mail/mailer';
import { readTradeProof } from '../studios/trade-proof-storage';
import { billableEventsOfCompany } from './billable-events';
import {
  blockCompany,
  findCompany,
  locationsOfCompany,
  peopleOfCompany,
  searchCompanies,
  unblockCompany,
} from './company-oversight';
import { initialPasswordInUse } from '../accounts/initial-passwords';
import { requireOperator } from './operator-access';
import { decisionsAboutCompany } from './operator-decisions';
import { decideOnLocation, reviewQueue, withdrawApproval } from './location-review';
import type { StudioLocationRow } from './location-review';
import {
  BlockReasonBody,
  CompanyDetailBody,
  CompanySummaryBody,
  DecisionAnswerBody,
  DecisionReasonBody,
  OperatorStatusBody,
  QueueEntryBody,
  type DecisionAnswer,
  type DecisionReason,
  type OperatorStatus,
} from 'shared-ui/contracts/operator-contract';
import { companyDetailOf, companySummaryOf, queueEntryOf } from './operator-bodies';
import {
  locationApprovalWithdrawnMail,
  locationApprovedMail,
  locationRejectedMail,
} from './review-mails';

export const operatorMessages = {
  locationNotFound: 'Dieser Standort wurde nicht gefunden.',
  notPending: 'Dieser Standort wartet nicht auf eine Prüfung; er wurde bereits entschieden.',
  approvalWithoutCertificate:
    'Für diesen Standort wurde kein Gewerbenachweis hochgeladen. Ohne Nachweis kann er nicht freigegeben werden; lehnen Sie ihn mit Begründung ab, damit der Inhaber einen Nachweis nachreicht.',
  reasonRequired: 'Bitte geben Sie eine Begründung an.',
  approved: 'Der Standort wurde freigegeben und erscheint in der Fotografensuche.',
  rejected: 'Der Standort wurde abgelehnt.',
  notApproved: 'Dieser Standort ist nicht freigegeben; es gibt keine Freigabe zurückzuziehen.',
  withdrawn:
    'Die Freigabe wurde zurückgezogen; der Standort erscheint nicht mehr in der Fotografensuche.',
  ownerNotNotified:
    'Die E-Mail an den Inhaber konnte nicht versendet werden; bitte informieren Sie ihn auf anderem Weg.',
  companyNotFound: 'Dieses Unternehmen wurde nicht gefunden.',
  alreadyBlocked: 'Dieses Unternehmen ist bereits gesperrt.',
  notBlocked: 'Dieses Unternehmen ist nicht gesperrt.',
  blocked: (sessions: number) =>
    `Das Unternehmen wurde gesperrt. ${sessions === 1 ? 'Eine Sitzung wurde' : `${sessions} Sitzungen wurden`} beendet; seine Standorte erscheinen nicht mehr in der Fotografensuche.`,
  unblocked:
    'Die Sperre wurde aufgehoben. Freigegebene Standorte erscheinen wieder in der Fotografensuche.',
  linkExpired:
    'Der Link zum Gewerbenachweis ist abgelaufen oder ungültig. Bitte laden Sie die Seite neu und öffnen Sie den Nachweis erneut.',
  noCertificate: 'Für diesen Standort wurde kein Gewerbenachweis hochgeladen.',
} as const;

/** Long enough to work through the queue page, short enough that a copied link soon expires. */
export const operatorCertificateLinkLifetimeMs = 30 * 60_000;

const certificatePath = (id: number) => `/api/operator/locations/${id}/certificate/`;
/** The stored file is part of the signed resource: a new proof voids the links to the old one. */
const certificateResource = (id: number, key: string) => `operator-certificate:${id}:${key}`;

/** A decision the service refused: it names what stood in the way. */
type Refused = { problem: string };
/** The German answer to every problem a decision can be refused for. */
type RefusalMessages<Outcome> = Record<Extract<Outcome, Refused>['problem'], string>;
/** Who decides and when: the same for every decision of the console. */
type Decider = { operator: UserRow; now: Date };

const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
const tags = ['Betrieb'];
const refusals = { 401: DetailBody, 403: DetailBody };
/** The answers of a decision that needs a reason: 400 without one, 404 and 409 refused. */
const reasonedDecisionAnswers = {
  400: DetailBody,
  ...refusals,
  404: DetailBody,
  409: DetailBody,
};

export const operatorRoutes: ApiRoutes = async (app, deps) => {
  const { config, database } = deps;
  const db = database.db;
  const clock = deps.clock;
  const links = createSignedLinks(config, clock);
  const { mailer } = deps;
  const operatorOnly = requireOperator(deps);

  const certificateUrl = (location: Pick<StudioLocationRow, 'id' | 'certificateFile'>) => {
    if (!location.certificateFile) return null;
    const resource = certificateResource(location.id, location.certificateFile);
    return withSignedQuery(
      certificatePath(location.id),
      links.sign(resource, operatorCertificateLinkLifetimeMs),
    );
  };

  /** Mails are sent after the decision is stored; a failing mail does not undo it. */
  const notify = async (request: FastifyRequest, message: MailMessage | null) => {
    if (!message) return false;
    try {
      await mailer.send(message);
      return true;
    } catch (error) {
      request.log.error({ err: error }, 'Mail an den Inhaber nicht versendet');
      return false;
    }
  };

  const operatorOf = (request: FastifyRequest): UserRow => signedInAccount(request).user;

  /** A location decision's answer: `done`, and whether the owner's mail went out. */
  const answerAfterMail = async (
    request: FastifyRequest,
    done: string,
    mail: MailMessage | null,
    location: Pick<StudioLocationRow, 'reviewStatus'>,
  ): Promise<DecisionAnswer> => {
    const ownerNotified = await notify(request, mail);
    return {
      detail: ownerNotified ? done : `${done} ${operatorMessages.ownerNotNotified}`,
      review_status: location.reviewStatus,
      owner_notified: ownerNotified,
    };
  };

  /**
   * A stored decision can change which studios the finder shows, so its cache goes; a refused
   * one changed nothing and becomes the ApiError for its problem.
   */
  const carryOut = async <Outcome extends object>(
    request: FastifyRequest,
    decision: (decider: Decider) => Promise<Outcome>,
    refusalMessages: RefusalMessages<Outcome>,
  ): Promise<Exclude<Outcome, Refused>> => {
    const outcome = await decision({ operator: operatorOf(request), now: clock() });
    if (isRefused(outcome)) throw refusal(outcome.problem, refusalMessages);
    invalidateShopsNearby(database);
    // The guard narrows only the refused side; TypeScript keeps a generic whole on this one.
    return outcome as Exclude<Outcome, Refused>;
  };

  app.get(
    '/operator/me/',
    {
      preHandler: requireOperator(deps, { allowInitialPassword: true }),
      schema: {
        tags,
        summary: 'Eigenes Betriebskonto',
        description:
          'password_change_required: true, solange das Einmalpasswort der Kommandozeile gilt; bis dahin antworten alle anderen Betriebsaufrufe mit 403.',
        security: bearerSecurity,
        response: { 200: OperatorStatusBody, ...refusals },
      },
    },
    async (request): Promise<OperatorStatus> => {
      const operator = operatorOf(request);
      return {
        id: operator.id,
        email: operator.email,
        first_name: operator.firstName,
        last_name: operator.lastName,
        password_change_required: await initialPasswordInUse(db, operator),
      };
    },
  );

  app.get(
    '/operator/review-queue/',
    {
      preHandler: operatorOnly,
      schema: {
        tags,
        summary: 'Standorte, die auf die Prüfung des Gewerbenachweises warten',
        description:
          'Die am längsten wartenden zuerst, mit Unternehmen, Inhaber, Adresse, Einreichungsdatum und einem signierten, 30 Minuten gültigen Link zum PDF.',
        security: bearerSecurity,
        response: { 200: Type.Array(QueueEntryBody), ...refusals },
      },
    },
    async () =>
      (await reviewQueue(db)).map((entry) => queueEntryOf(entry, certificateUrl(entry.location))),
  );

  const decide = (verdict: 'approve' | 'reject') => async (request: FastifyRequest) => {
    const { id } = request.params as { id: number };
    const body = request.body as DecisionReason | undefined;
    const reason = verdict === 'reject' ? requiredReason(body?.reason) : '';
    const { location, owner } = await carryOut(
      request,
      (decider) =>
        decideOnLocation(db, {
          locationId: id,
          decision: verdict === 'approve' ? { verdict } : { verdict, reason },
          ...decider,
        }),
      {
        'not-found': operatorMessages.locationNotFound,
        'not-pending': operatorMessages.notPending,
        'no-certificate': operatorMessages.approvalWithoutCertificate,
      },
    );
    const mail =
      owner &&
      (verdict === 'approve'
        ? locationApprovedMail(config, owner, location)
        : locationRejectedMail(config, owner, location, reason));
    const done = verdict === 'approve' ? operatorMessages.approved : operatorMessages.rejected;
    return answerAfterMail(request, done, mail, location);
  };

  app.post(
    '/operator/locations/:id/approve/',
    {
      preHandler: operatorOnly,
      schema: {
        tags,
        summary: 'Standort freigeben',
        description:
          'Nur wartende Standorte mit Gewerbenachweis (sonst 409). Der Standort erscheint sofort in der Fotografensuche; der Inhaber erhält eine E-Mail; die Entscheidung wird protokolliert.',
        security: bearerSecurity,
        params: IdParams,
        response: { 200: DecisionAnswerBody, ...refusals, 404: DetailBody, 409: DetailBody },
      },
    },
    decide('approve'),
  );

  app.post(
    '/operator/locations/:id/reject/',
    {
      preHandler: operatorOnly,
      schema: {
        tags,
        summary: 'Standort mit Begründung ablehnen',
        description:
          'Begründung erforderlich (400 ohne). Der Inhaber erhält sie per E-Mail und kann den Standort korrigiert mit neuem Nachweis erneut einreichen; die Entscheidung wird protokolliert.',
        security: bearerSecurity,
        params: IdParams,
        body: DecisionReasonBody,
        response: { 200: DecisionAnswerBody, ...reasonedDecisionAnswers },
      },
    },
    decide('reject'),
  );

  app.post(
    '/operator/locations/:id/withdraw-approval/',
    {
      preHandler: operatorOnly,
      schema: {
        tags,
        summary: 'Freigabe eines Standorts mit Begründung zurückziehen',
        description:
          'Nur freigegebene Standorte (sonst 409). Begründung erforderlich (400 ohne). Der Standort verschwindet sofort aus der Fotografensuche und gilt als abgelehnt: das Studio sieht die Begründung wie eine Ablehnung und kann ihn mit neuem Nachweis erneut einreichen. Der Inhaber erhält eine E-Mail; die Entscheidung wird protokolliert.',
        security: bearerSecurity,
        params: IdParams,
        body: DecisionReasonBody,
        response: { 200: DecisionAnswerBody, ...reasonedDecisionAnswers },
      },
    },
    async (request): Promise<DecisionAnswer> => {
      const reason = requiredReason(request.body?.reason);
      const { location, owner } = await carryOut(
        request,
        (decider) => withdrawApproval(db, { locationId: request.params.id, reason, ...decider }),
        {
          'not-found': operatorMessages.locationNotFound,
          'not-approved': operatorMessages.notApproved,
        },
      );
      const mail = owner && locationApprovalWithdrawnMail(config, owner, location, reason);
      return answerAfterMail(request, operatorMessages.withdrawn, mail, location);
    },
  );

  app.get(
    '/operator/locations/:id/certificate/',
    {
      // The queue's signed link needs no token: the browser opens it as a plain link.
      preHandler: authenticationHook(async function signedOrOperator(
        this: FastifyInstance,
        request: FastifyRequest,
        reply: FastifyReply,
      ) {
        if (hasSignature(request)) return undefined;
        return operatorOnly.call(this, request, reply);
      }),
      schema: {
        tags,
        summary: 'Gewerbenachweis (PDF) eines Standorts',
        description:
          'Mit dem signierten Link aus Warteschlange oder Unternehmensansicht (expires, signature) oder mit dem Bearer-Token eines Betreibers. Antwort: das PDF als Anhang (Content-Type application/pdf, nosniff). Abgelaufener oder veränderter Link: 403.',
        security: [...bearerSecurity, {}],
        params: IdParams,
        querystring: Type.Object({
          expires: Type.Optional(Type.String()),
          signature: Type.Optional(Type.String()),
        }),
        response: { ...refusals, 404: DetailBody },
      },
    },
    async (request, reply) => {
      const [location] = await db
        .select()
        .from(studioLocations)
        .where(eq(studioLocations.id, request.params.id));
      if (!location) throw notFound(operatorMessages.locationNotFound);
      if (hasSignature(request)) {
        const resource = certificateResource(location.id, location.certificateFile ?? '');
        if (!location.certificateFile || links.check(resource, request.query) !== 'valid') {
          throw forbidden(operatorMessages.linkExpired);
        }
      }
      const sent =
        location.certificateFile &&
        (await sendAttachment(reply, {
          file: await readTradeProof(config, location.certificateFile),
          fileName: `Gewerbenachweis-Standort-${location.id}.pdf`,
          contentType: 'application/pdf',
        }));
      if (!sent) throw notFound(operatorMessages.noCertificate);
      return sent;
    },
  );

  app.get(
    '/operator/companies/',
    {
      preHandler: operatorOnly,
      schema: {
        tags,
        summary: 'Unternehmen suchen',
        description:
          'q findet Unternehmensnamen, Namen (Vor-, Nach- oder vollständiger Name) und E-Mail-Adressen ihrer Personen und Postleitzahlen ihrer Standorte (Teiltext, ohne Groß-/Kleinschreibung); ohne q die neuesten Unternehmen. Höchstens 50.',
        security: bearerSecurity,
        querystring: Type.Object({ q: Type.Optional(Type.String({ maxLength: 200 })) }),
        response: { 200: Type.Array(CompanySummaryBody), ...refusals },
      },
    },
    async (request) => (await searchCompanies(db, request.query.q ?? '')).map(companySummaryOf),
  );

  app.get(
    '/operator/companies/:id/',
    {
      preHandler: operatorOnly,
      schema: {
        tags,
        summary:
          'Unternehmen mit Personen, Standorten, eID-Status, Abrechnungsereignissen und Protokoll',
        security: bearerSecurity,
        params: IdParams,
        response: { 200: CompanyDetailBody, ...refusals, 404: DetailBody },
      },
    },
    async (request) => {
      const company = await findCompany(db, request.params.id);
      if (!company) throw notFound(operatorMessages.companyNotFound);
      const [people, locations, decisions, billableEvents] = await Promise.all([
        peopleOfCompany(db, company.id),
        locationsOfCompany(db, company.id),
        decisionsAboutCompany(db, company.id),
        billableEventsOfCompany(db, company.id),
      ]);
      return companyDetailOf({
        company,
        people,
        locations: locations.map((location) => ({
          location,
          certificateUrl: certificateUrl(location),
        })),
        decisions,
        billableEvents,
      });
    },
  );

  app.post(
    '/operator/companies/:id/block/',
    {
      preHandler: operatorOnly,
      schema: {
        tags,
        summary: 'Unternehmen mit Begründung sperren',
        description:
          'Beendet sofort alle Sitzungen seiner Personen (refresh_token widerrufen; Zugriffstoken werden bei jedem Aufruf am Unternehmen geprüft), verweigert ihre Anmeldung mit deutscher Meldung und Begründung und nimmt seine Standorte aus der Fotografensuche. Nichts wird gelöscht. Begründung erforderlich.',
        security: bearerSecurity,
        params: IdParams,
        body: BlockReasonBody,
        response: { 200: DetailBody, ...reasonedDecisionAnswers },
      },
    },
    async (request) => {
      const reason = requiredReason(request.body.reason);
      const { endedSessions } = await carryOut(
        request,
        (decider) => blockCompany(db, { companyId: request.params.id, reason, ...decider }),
        { 'not-found': operatorMessages.companyNotFound, already: operatorMessages.alreadyBlocked },
      );
      return { detail: operatorMessages.blocked(endedSessions) };
    },
  );

  app.post(
    '/operator/companies/:id/unblock/',
    {
      preHandler: operatorOnly,
      schema: {
        tags,
        summary: 'Sperre eines Unternehmens aufheben',
        description: 'Begründung freiwillig; die Entscheidung wird protokolliert.',
        security: bearerSecurity,
        params: IdParams,
        body: Type.Optional(DecisionReasonBody),
        response: { 200: DetailBody, ...refusals, 404: DetailBody, 409: DetailBody },
      },
    },
    async (request) => {
      await carryOut(
        request,
        (decider) =>
          unblockCompany(db, {
            companyId: request.params.id,
            reason: request.body?.reason?.trim() || null,
            ...decider,
          }),
        { 'not-found': operatorMessages.companyNotFound, already: operatorMessages.notBlocked },
      );
      return { detail: operatorMessages.unblocked };
    },
  );
};

function isRefused<Outcome extends object>(outcome: Outcome): outcome is Extract<Outcome, Refused> {
  return 'problem' in outcome;
}

/** A decision refused: its location or company is missing (404) or not in the state it needs (409). */
function refusal<Problem extends string>(
  problem: Problem,
  messages: Record<Problem, string>,
): ApiError {
  return problem === 'not-found' ? notFound(messages[problem]) : conflict(messages[problem]);
}

/** A rejection, withdrawal or block is told to the studio: without a reason it is refused. */
function requiredReason(reason: string | undefined): string {
  const trimmed = reason?.trim() ?? '';
  if (!trimmed) {
    throw badRequest(operatorMessages.reasonRequired, {
      reason: [operatorMessages.reasonRequired],
    });
  }
  return trimmed;
}

function hasSignature(request: FastifyRequest): boolean {
  const query = request.query as { signature?: unknown } | undefined;
  return typeof query?.signature === 'string' && query.signature !== '';
}
