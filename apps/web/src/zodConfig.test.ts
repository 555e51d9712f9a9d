import { describe, expect, it } from 'vitest';

describe('zodConfig', () => {
  it('turns on jitless before zod loads, without importing zod', async () => {
    await import('./zodConfig');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
  });
});
