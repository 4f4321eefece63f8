import { describe, expect, it } from 'vitest';
import { retryOnConnectionLoss } from './connection-retry.ts';

const lost = () => Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });

describe('retryOnConnectionLoss', () => {
  it('runs the work again after a lost connection, and answers what the try that went through answered', async () => {
    let tries = 0;
    const answer = await retryOnConnectionLoss(async () => {
      tries += 1;
      if (tries < 3) throw Object.assign(new Error('Failed query'), { cause: lost() });
      return 'recorded';
    });
    expect({ answer, tries }).toEqual({ answer: 'recorded', tries: 3 });
  });

  it('throws any other error at once, and the last loss once its tries are spent', async () => {
    let tries = 0;
    const refused = retryOnConnectionLoss(async () => {
      tries += 1;
      throw new Error('duplicate key');
    });
    await expect(refused).rejects.toThrow('duplicate key');
    expect(tries).toBe(1);

    tries = 0;
    const gone = retryOnConnectionLoss(async () => {
      tries += 1;
      throw lost();
    });
    await expect(gone).rejects.toMatchObject({ code: '57P01' });
    expect(tries).toBe(4);
  });
});
