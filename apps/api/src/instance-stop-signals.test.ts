import { describe, expect, it } from 'vitest';
import { SECOND_PRESS_MS, StopSignalPolicy } from './instance-stop.ts';

/** A policy on a clock the test moves. */
function policyAt() {
  let now = 1_000_000;
  const policy = new StopSignalPolicy(() => now);
  return { receive: (signal: NodeJS.Signals) => policy.receive(signal), wait: (ms: number) => (now += ms) };
}

describe('what a stop signal means', () => {
  it('starts the stop on the first, and ignores the copy a process group signal sends (npm passes it on)', () => {
    const { receive, wait } = policyAt();
    expect(receive('SIGTERM')).toBe('stop');
    wait(3);
    expect(receive('SIGTERM')).toBe('ignore');
  });

  it('ignores a second SIGTERM late in the drain too; a third signal exits at once', () => {
    const { receive, wait } = policyAt();
    expect(receive('SIGTERM')).toBe('stop');
    wait(5_000);
    expect(receive('SIGTERM')).toBe('ignore');
    wait(10);
    expect(receive('SIGTERM')).toBe('force');
  });

  it('ignores the two copies of one Ctrl-C, and exits at once when a person presses it again after a second', () => {
    const { receive, wait } = policyAt();
    expect(receive('SIGINT')).toBe('stop');
    expect(receive('SIGINT')).toBe('ignore');
    wait(SECOND_PRESS_MS);
    expect(receive('SIGINT')).toBe('force');
  });

  it('takes a second Ctrl-C within a second for the same press, and one after a second as a new press', () => {
    const quick = policyAt();
    expect(quick.receive('SIGINT')).toBe('stop');
    quick.wait(SECOND_PRESS_MS - 1);
    expect(quick.receive('SIGINT')).toBe('ignore');

    const insisting = policyAt();
    expect(insisting.receive('SIGINT')).toBe('stop');
    insisting.wait(SECOND_PRESS_MS + 500);
    expect(insisting.receive('SIGINT')).toBe('force');
  });

  it('counts a SIGINT after a SIGTERM as a first press, not a second', () => {
    const { receive, wait } = policyAt();
    expect(receive('SIGTERM')).toBe('stop');
    wait(2 * SECOND_PRESS_MS);
    expect(receive('SIGINT')).toBe('ignore');
  });
});
