import type { TWebhookSignal } from '@qi/domain/webhooks';
import { defineEvent } from '../../events/event-bus';

/** In the transaction that raises a trend signal, after its row and incidents are written (webhooks listen). */
export interface SignalRaised {
  signal: TWebhookSignal;
  at: string;
}

export const signalRaised = defineEvent<SignalRaised>('signal.raised');
