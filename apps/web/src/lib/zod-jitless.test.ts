import { ZLoginRequest } from '@qi/domain/auth';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

describe("the web app's zod", () => {
  it('is the jitless configuration, for the domain schemas too, and still parses', () => {
    expect(z.config().jitless).toBe(true);
    expect(ZLoginRequest.safeParse({ email: 'a@example.com', password: 'Passw0rd!' }).success).toBe(true);
    expect(ZLoginRequest.safeParse({ email: 'not an email', password: '' }).success).toBe(false);
  });
});
