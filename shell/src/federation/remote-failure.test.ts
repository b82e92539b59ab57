import { describe, expect, it } from 'vitest';
import { describeRemoteFailure } from './remote-failure.ts';

describe('describing a remote failure', () => {
  it('names the failing step for the runtime error codes', () => {
    expect(describeRemoteFailure(new Error('[ Federation Runtime ]: RUNTIME-003 failed to get manifest'))).toBe(
      'Its manifest could not be downloaded.',
    );
    expect(describeRemoteFailure(new Error('RUNTIME-008: ScriptNetworkError'))).toBe('Its code could not be downloaded.');
    expect(describeRemoteFailure(new Error('RUNTIME-004 no remote matched'))).toBe('It is not listed in the front-end registry.');
  });

  it('keeps the first line of anything else', () => {
    expect(describeRemoteFailure(new Error('Cannot read properties of undefined\n at x'))).toBe(
      'Cannot read properties of undefined',
    );
    expect(describeRemoteFailure('boom')).toBe('boom');
  });
});
