import { describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { createEventBus, defineEvent, defineHook } from './event-bus';

const trx = {} as Db;
const saved = defineEvent<{ id: string }>('test.saved');
const other = defineEvent<{ id: string }>('test.other');
const check = defineHook<{ allowed(id: string): boolean }>('test.check');

describe('event bus', () => {
  it('runs the handlers of an event in registration order, with the transaction and the payload', async () => {
    const bus = createEventBus();
    const seen: string[] = [];
    bus.on(saved, async (t, e) => {
      expect(t).toBe(trx);
      seen.push(`first ${e.id}`);
    });
    bus.on(saved, (_t, e) => {
      seen.push(`second ${e.id}`);
    });
    bus.on(other, () => {
      seen.push('other');
    });
    await bus.emit(trx, saved, { id: 'a' });
    expect(seen).toEqual(['first a', 'second a']);
  });

  it('stops at a handler that throws and passes its error to the emitter (the transaction rolls back)', async () => {
    const bus = createEventBus();
    const seen: string[] = [];
    bus.on(saved, () => {
      throw new Error('refused');
    });
    bus.on(saved, () => {
      seen.push('after');
    });
    await expect(bus.emit(trx, saved, { id: 'a' })).rejects.toThrow('refused');
    expect(seen).toEqual([]);
  });

  it('emits an event nobody listens to without doing anything', async () => {
    await expect(createEventBus().emit(trx, saved, { id: 'a' })).resolves.toBeUndefined();
  });

  it('gives a hook its one provider and refuses a missing or a second one', () => {
    const bus = createEventBus();
    expect(() => bus.hook(check)).toThrow('The hook test.check has no provider');
    bus.provide(check, { allowed: (id) => id === 'yes' });
    expect(bus.hook(check).allowed('yes')).toBe(true);
    expect(() => bus.provide(check, { allowed: () => false })).toThrow('has a provider already');
  });
});
