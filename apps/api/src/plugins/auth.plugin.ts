import { AccountMessages, type Role } from '@art-market/domain';
import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.ts';
import { Forbidden, Unauthorized } from '../errors.ts';
import { findOpenTokenVersion } from '../modules/accounts/account.repository.ts';

/** The caller, from a verified token whose account is still open. */
export interface Principal {
  role: Role;
  id: string;
}

interface TokenClaims {
  sub: string;
  role: Role;
  /** The account's token version at signing; a password change or closing the account bumps it. */
  ver: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    signToken(role: Role, account: { id: string; tokenVersion: number }): string;
    /** An onRequest hook that lets only a live token of this role through and sets `request.principal`. */
    authenticate(role: Role): onRequestAsyncHookHandler;
  }
  interface FastifyRequest {
    principal: Principal;
  }
}

/** Short-lived on purpose: there is no refresh token, and every request re-checks the account anyway. */
export const TOKEN_LIFETIME = '12h';

export default fp(
  async (app: FastifyInstance, options: { secret: string; db: Database }) => {
    await app.register(fastifyJwt, { secret: options.secret, sign: { expiresIn: TOKEN_LIFETIME } });

    app.decorateRequest('principal', null as unknown as Principal);

    app.decorate('signToken', (role: Role, account: { id: string; tokenVersion: number }) =>
      app.jwt.sign({ sub: account.id, role, ver: account.tokenVersion } satisfies TokenClaims),
    );

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
        if (claims.role !== role) throw new Forbidden(AccountMessages.forbidden);
        const tokenVersion = await findOpenTokenVersion(options.db, role, claims.sub);
        if (tokenVersion === undefined || tokenVersion !== claims.ver) {
          throw new Unauthorized(AccountMessages.sessionExpired);
        }
        request.principal = { role, id: claims.sub };
      };
    });
  },
  { name: 'auth' },
);
