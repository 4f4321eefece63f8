import { AccountMessages } from '@art-market/domain/copy';
import type { Role } from '@art-market/domain/rules';
import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '#api/db/client.ts';
import { Forbidden, Unauthorized } from '#api/errors.ts';
import { findOpenTokenVersion } from '#api/modules/accounts/account.repository.ts';
import { deleteDeadSessions, endSession, insertSession } from '#api/modules/accounts/session.repository.ts';

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

declare module 'fastify' {
  interface FastifyInstance {
    /** Opens a session for a login that passed its checks and answers its token. */
    startSession(role: Role, account: { id: string; tokenVersion: number }): Promise<string>;
    /** Ends the caller's session: the token dies on the server, wherever it was copied. */
    endSession(principal: Principal): Promise<void>;
    /** An onRequest hook that lets only a live token of this role through and sets `request.principal`. */
    authenticate(role: Role): onRequestAsyncHookHandler;
  }
  interface FastifyRequest {
    principal: Principal;
  }
}

/** Short-lived on purpose: there is no refresh token, and every request re-checks the account anyway. */
export const TOKEN_LIFETIME_MS = 12 * 60 * 60 * 1000;

const ROLES: Role[] = ['customer', 'vendor', 'admin'];
export const audienceOf = (role: Role) => `art-market:${role}`;

export default fp(
  async (app: FastifyInstance, options: { secret: string; db: Database }) => {
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

    app.decorate('authenticate', (role: Role): onRequestAsyncHookHandler => {
      return async (request) => {
        const claims = readClaims(request);
        // A good token of another role: the caller is known, only not allowed here (403, docs/product/accounts.md#tokens).
        if (claims.aud !== audienceOf(role)) throw new Forbidden(AccountMessages.forbidden);
        const tokenVersion = await findOpenTokenVersion(options.db, role, claims.sub, claims.sid);
        if (tokenVersion === undefined || tokenVersion !== claims.ver) {
          throw new Unauthorized(AccountMessages.sessionExpired);
        }
        request.principal = { role, id: claims.sub, sessionId: claims.sid };
      };
    });
  },
  { name: 'auth' },
);
