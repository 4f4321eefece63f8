import type { FastifyInstance } from 'fastify';
import { generate } from 'otplib';
import { bearer } from '#api/test/factories.ts';

/** A clock the tests move by whole 30-second steps, starting a second into a step. */
export function steppingClock() {
  let ms = Math.floor(Date.now() / 30_000) * 30_000 + 1_000;
  return {
    now: () => new Date(ms),
    advanceSteps(steps: number) {
      ms += steps * 30_000;
    },
    /** The app's code for `secret` at the clock's time, `offset` steps away. */
    code(secret: string, offset = 0): Promise<string> {
      return generate({ secret, epoch: Math.floor(ms / 1000) + offset * 30 });
    },
  };
}
export type SteppingClock = ReturnType<typeof steppingClock>;

export const twoFactorPrefix = { vendor: '/api/vendor/two-factor', admin: '/api/AdminAuth/two-factor' } as const;

/** Enrols the account through the API and answers its secret and recovery codes; the clock then moves one step on. */
export async function enrolThroughApi(
  app: FastifyInstance,
  clock: SteppingClock,
  role: 'vendor' | 'admin',
  token: string,
): Promise<{ secret: string; recoveryCodes: string[] }> {
  const started = await app.inject({ method: 'POST', url: `${twoFactorPrefix[role]}/enrolment`, headers: bearer(token) });
  if (started.statusCode !== 200) throw new Error(`enrolment failed: ${started.body}`);
  const { secret } = started.json() as { secret: string };
  const confirmed = await app.inject({
    method: 'POST',
    url: `${twoFactorPrefix[role]}/confirm`,
    headers: bearer(token),
    payload: { code: await clock.code(secret) },
  });
  if (confirmed.statusCode !== 200) throw new Error(`confirmation failed: ${confirmed.body}`);
  clock.advanceSteps(1);
  return { secret, recoveryCodes: (confirmed.json() as { recoveryCodes: string[] }).recoveryCodes };
}
