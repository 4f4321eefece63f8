import { vi } from 'vitest';

/**
 * A setup file of the API tests only (apps/api/vitest.config.ts): every argon2 hash made while they run
 * uses the lowest cost argon2 accepts (8 KiB, one pass) in place of the production cost passwords.ts asks
 * for. The tests register and log in thousands of accounts and check what is done with a password, not
 * how expensive it is to guess; verifying reads the cost from the hash, so it follows. Production code has
 * no switch for this: passwords.test.ts runs passwords.ts in a separate process and checks its full cost.
 */
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const argon2 = await importOriginal<typeof import('@node-rs/argon2')>();
  const lowestCost = { memoryCost: 8, timeCost: 1, parallelism: 1 };
  return {
    ...argon2,
    hash: (password: string | Uint8Array, options?: Parameters<typeof argon2.hash>[1]) =>
      argon2.hash(password, { ...options, ...lowestCost }),
  };
});
