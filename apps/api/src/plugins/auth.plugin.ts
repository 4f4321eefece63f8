import { AccountMessages, TwoFactorMessages } from '@art-market/domain/copy';
import { type Role, SECOND_STEP_TTL_MS, type SecondFactorRole } from '@art-market/domain/rules';
import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '#api/db/client.ts';
import { Forbidden, Unauthorized } from '#api/errors.ts';
import { findOpenTokenVersion } from '#api/modules/accounts/account.repository.ts';
import { deleteDeadSessions, endSession, insertSession } from '#api/modules/accounts/session.repository.ts';
import { hasSecondFactor } from '#api/modules/accounts/two-factor.repository.ts';

/** The caller, from a verified token whose account is still open and whose session is live. */
export interface Principal {
  role: Role;
  id: string;
  sessionId: string;
}

interface TokenClaims {
  sub: string;
  /** `art-market:<role>`: a token is good for one role's routes only. */
  aud: string;
  /** The login's row in `sessions`; logging out ends it. */
  sid: string;
  /** The account's token version at signing; a password change or closing the account bumps it. */
  ver: number;
}

/** The second step's token: names the account and its token version, good for that step only and for minutes. */
interface SecondStepClaims {
  sub: string;
  /** `art-market:second-step:<role>`: no route that takes a session accepts this audience. */
  aud: string;
  ver: number;
}

export interface AuthenticateOptions {
  /** The few admin routes an admin who must enrol in two-factor authentication may still reach. */
  beforeEnrolment?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Opens a session for a login that passed its checks and answers its token. */
    startSession(role: Role, account: { id: string; tokenVersion: number }): Promise<string>;
    /** Ends the caller's session: the token dies on the server, wherever it was copied. */
    endSession(principal: Principal): Promise<void>;
    /** An onRequest hook that lets only a live token of this role through and sets `request.principal`. */
    authenticate(role: Role, options?: AuthenticateOptions): onRequestAsyncHookHandler;
    /** A password (or mailed code) was right and a second factor must follow: a token for that step, not a session. */
    startSecondStep(role: SecondFactorRole, account: { id: string; tokenVersion: number }): string;
    /** The account a second-step token names; 401 when it is not one, or has expired. */
    readSecondStep(role: SecondFactorRole, token: string): { accountId: string; tokenVersion: number };
  }
  interface FastifyRequest {
    principal: Principal;
  }
}

/** Short-lived on purpose: there is no refresh token, and every request re-checks the account anyway. */
export const TOKEN_LIFETIME_MS = 12 * 60 * 60 * 1000;

const ROLES: Role[] = ['customer', 'vendor', 'admin'];
export const audienceOf = (role: Role) => `art-market:${role}`;
const secondStepAudienceOf = (role: SecondFactorRole) => `art-market:second-step:${role}`;

export default fp(
  async (app: FastifyInstance, options: { secret: string; db: Database; requireAdminSecondFactor: boolean }) => {
    // One algorithm signs, so only it verifies: no `none`, no other HMAC, no key confusion.
    await app.register(fastifyJwt, {
      secret: options.secret,
      sign: { algorithm: 'HS256', expiresIn: TOKEN_LIFETIME_MS },
      verify: {
        algorithms: ['HS256'],
        allowedAud: ROLES.map(audienceOf),
        requiredClaims: ['sub', 'aud', 'sid', 'ver', 'exp'],
      },
    });

    app.decorateRequest('principal', null as unknown as Principal);

    app.decorate('startSession', async (role: Role, account: { id: string; tokenVersion: number }) => {
      await deleteDeadSessions(options.db, role, account.id);
      const sessionId = await insertSession(options.db, role, account.id, new Date(Date.now() + TOKEN_LIFETIME_MS));
      const claims: TokenClaims = { sub: account.id, aud: audienceOf(role), sid: sessionId, ver: account.tokenVersion };
      return app.jwt.sign(claims);
    });

    app.decorate('endSession', (principal: Principal) => endSession(options.db, principal.sessionId));

    app.decorate('startSecondStep', (role: SecondFactorRole, account: { id: string; tokenVersion: number }) => {
      const claims: SecondStepClaims = { sub: account.id, aud: secondStepAudienceOf(role), ver: account.tokenVersion };
      return app.jwt.sign(claims, { expiresIn: SECOND_STEP_TTL_MS });
    });

    app.decorate('readSecondStep', (role: SecondFactorRole, token: string) => {
      try {
        const claims = app.jwt.verify<SecondStepClaims>(token, {
          allowedAud: [secondStepAudienceOf(role)],
          requiredClaims: ['sub', 'aud', 'ver', 'exp'],
        });
        return { accountId: claims.sub, tokenVersion: claims.ver };
      } catch {
        throw new Unauthorized(TwoFactorMessages.secondStepExpired);
      }
    });

    const readClaims = (request: FastifyRequest): TokenClaims => {
      const header = request.headers.authorization ?? '';
      const [scheme, token] = header.split(' ');
      if (scheme?.toLowerCase() !== 'bearer' || !token) throw new Unauthorized(AccountMessages.unauthorized);
      try {
        return app.jwt.verify<TokenClaims>(token);
      } catch (error) {
        const expired = (error as { code?: string }).code === 'FAST_JWT_EXPIRED';
        throw new Unauthorized(expired ? AccountMessages.sessionExpired : AccountMessages.unauthorized);
      }
    };

    app.decorate('authenticate', (role: Role, authenticateOptions: AuthenticateOptions = {}): onRequestAsyncHookHandler => {
      const mustHaveSecondFactor = role === 'admin' && options.requireAdminSecondFactor && !authenticateOptions.beforeEnrolment;
      return async (request) => {
        const claims = readClaims(request);
        // A good token of another role: the caller is known, only not allowed here (403, docs/product/accounts.md#tokens).
        if (claims.aud !== audienceOf(role)) throw new Forbidden(AccountMessages.forbidden);
        const tokenVersion = await findOpenTokenVersion(options.db, role, claims.sub, claims.sid);
        if (tokenVersion === undefined || tokenVersion !== claims.ver) {
          throw new Unauthorized(AccountMessages.sessionExpired);
        }
        // Where admins must enrol, a session without the second factor reaches its enrolment and nothing else.
        if (mustHaveSecondFactor && !(await hasSecondFactor(options.db, 'admin', claims.sub))) {
          throw new Forbidden(TwoFactorMessages.enrolmentRequired, { twoFactorEnrolment: true });
        }
        request.principal = { role, id: claims.sub, sessionId: claims.sid };
      };
    });
  },
  { name: 'auth' },
);
