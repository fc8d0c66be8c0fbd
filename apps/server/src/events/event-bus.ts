import type { Db } from '../db/database';

/**
 * A change's side effects (emails, history rows, signature records, sessions ended) hang off the module that
 * makes the change: it emits a typed event inside its transaction and the modules that care listen, registered by
 * the composition root (app.ts). Handlers run in the emitter's transaction, one after another in registration
 * order, and a handler's error propagates: a refusal still rolls the whole change back.
 */
export interface EventType<Payload> {
  readonly name: string;
  /** Only carries the payload's type. */
  readonly payload?: Payload;
}

/**
 * A step the core needs an answer from (the signatures' password check before a transaction, a record's
 * signature bookkeeping): exactly one provider, registered by the composition root.
 */
export interface HookType<Port> {
  readonly name: string;
  /** Only carries the port's type. */
  readonly port?: Port;
}

export type EventHandler<Payload> = (trx: Db, payload: Payload) => Promise<void> | void;

export const defineEvent = <Payload>(name: string): EventType<Payload> => ({ name });
export const defineHook = <Port>(name: string): HookType<Port> => ({ name });

export interface EventBus {
  on<Payload>(type: EventType<Payload>, handler: EventHandler<Payload>): void;
  emit<Payload>(trx: Db, type: EventType<Payload>, payload: Payload): Promise<void>;
  provide<Port>(type: HookType<Port>, port: Port): void;
  /** The hook's provider; throws when the composition root registered none (a wiring mistake). */
  hook<Port>(type: HookType<Port>): Port;
}

export function createEventBus(): EventBus {
  const handlers = new Map<string, EventHandler<unknown>[]>();
  const ports = new Map<string, unknown>();
  return {
    on(type, handler) {
      const list = handlers.get(type.name) ?? [];
      list.push(handler as EventHandler<unknown>);
      handlers.set(type.name, list);
    },
    async emit(trx, type, payload) {
      for (const handler of handlers.get(type.name) ?? []) await handler(trx, payload);
    },
    provide(type, port) {
      if (ports.has(type.name)) throw new Error(`The hook ${type.name} has a provider already`);
      ports.set(type.name, port);
    },
    hook<Port>(type: HookType<Port>): Port {
      if (!ports.has(type.name)) throw new Error(`The hook ${type.name} has no provider`);
      return ports.get(type.name) as Port;
    },
  };
}
