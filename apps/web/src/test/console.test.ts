import { describe, expect, it, vi } from 'vitest';
import { expectConsole, guardConsole } from './console';

/** A console of its own, so these tests print nothing: the guard on the real one is setup.ts's. */
function fakeConsole() {
  const error = vi.fn();
  const warn = vi.fn();
  return { target: { error, warn } as Pick<Console, 'error' | 'warn'>, error, warn };
}

describe('the console guard of the web tests', () => {
  it('prints a line nobody expected and reports it (format arguments applied), once', () => {
    const { target, error, warn } = fakeConsole();
    const guard = guardConsole(target);
    target.error('Warning: Each child in a list should have a unique "key" prop.%s', '\n    at li');
    target.warn('Remaining invites unavailable', new Error('offline'));
    expect(error).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(guard.takeProblems()).toEqual([
      'console.error: Warning: Each child in a list should have a unique "key" prop.',
      'console.warn: Remaining invites unavailable Error: offline',
    ]);
    expect(guard.takeProblems()).toEqual([]);
  });

  it('keeps an expected line out of the output and hands its arguments to the test', () => {
    const { target, error, warn } = fakeConsole();
    const guard = guardConsole(target);
    const failure = new Error('500');
    const generation = guard.expect('warn', 'Question generation failed');
    target.warn('Question generation failed', failure);
    // The same text at another level was not announced.
    target.error('Question generation failed');
    expect(generation.calls).toEqual([['Question generation failed', failure]]);
    expect(warn).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledTimes(1);
    expect(guard.takeProblems()).toEqual(['console.error: Question generation failed']);
  });

  it('reports an expected line that never came, and forgets expectations after each test', () => {
    const { target, warn } = fakeConsole();
    const guard = guardConsole(target);
    guard.expect('warn', /generation failed/);
    expect(guard.takeProblems()).toEqual(["expectConsole('warn', /generation failed/): no such line was logged"]);
    target.warn('Question generation failed');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(guard.takeProblems()).toEqual(['console.warn: Question generation failed']);
  });

  it('is on in every web test: an announced console.error is kept from the output', () => {
    const logged = expectConsole('error', 'announced by the test');
    console.error('announced by the test', 42);
    expect(logged.calls).toEqual([['announced by the test', 42]]);
  });
});
