import { randomUUID } from 'node:crypto';
import { AppError } from '@qi/domain/app-error';
import { maskEmail } from '@qi/domain/auth';
import { formatScarNumber } from '@qi/domain/scar';
import {
  SCAR_CODE_MAX_ATTEMPTS,
  SCAR_CODE_TTL_MINUTES,
  SCAR_SESSION_MINUTES,
  SUPPLIER_MSG,
  type TSupplierSession,
} from '@qi/domain/scar-supplier';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { nowIso } from '../../db/values';
import type { RateRule } from '../../limits/reservation';
import { settle, take } from '../../limits/reservation';
import { queueEmails } from '../../mail/email-outbox-repository';
import { scarCodeEmail } from '../../mail/templates';
import { codeMatches } from '../auth/codes';
import { reserveTry, triedAndFailed, triedAndSucceeded } from '../auth/limit-guard';
import type { AuthClient } from '../auth/security-log';
import { newResetCode } from '../auth/tokens';
import { audit, type ScarActor } from './scar-audit';
import {
  findLinkByHash,
  findLiveCode,
  insertCode,
  insertSession,
  type LinkRecord,
  markLinkOpened,
  reserveCodeTry,
  useCode,
} from './scar-link-repository';
import { partiesOf } from './scar-parties';
import type { ScarRecord } from './scar-record';
import { findScar } from './scar-repository';
import { hashLinkToken, newSessionToken } from './scar-secrets';

const MINUTE_MS = 60_000;
const plus = (now: string, ms: number) => new Date(Date.parse(now) + ms).toISOString();

/** Links opened per address (whether the token is known or not): 30 in 15 minutes. */
const openRule = (ip: string): RateRule => ({
  kind: 'scar-open-ip',
  key: ip,
  limit: 30,
  windowMinutes: 15,
  account: 'supplier-link',
});
/** Codes mailed per link: 10 an hour (one every 6 minutes once spent). */
const mailRule = (linkId: string): RateRule => ({
  kind: 'scar-code-mail',
  key: linkId,
  limit: 10,
  windowMinutes: 60,
  account: `link:${linkId}`,
});
/** Wrong codes per address over all links (each code also dies after its own 5 wrong tries). */
const codeRule = (ip: string): RateRule => ({
  kind: 'scar-code-ip',
  key: ip,
  limit: 30,
  windowMinutes: 15,
  account: 'supplier-link',
});

/**
 * The link's request, if the link can still be used: 404 for a token we never issued, 410 for a link withdrawn
 * (a new one was sent, or the request revoked) or expired.
 */
async function usableLink(
  db: Db,
  token: string,
  now: string,
): Promise<{ link: LinkRecord; scar: ScarRecord }> {
  const link = await findLinkByHash(db, hashLinkToken(token));
  if (!link) throw new AppError('NOT_FOUND', SUPPLIER_MSG.linkNotValid);
  const scar = await findScar(db, link.scarId);
  if (!scar || link.revokedAt !== null || link.expiresAt <= now || scar.status === 'revoked') {
    throw new AppError('GONE', SUPPLIER_MSG.linkGone);
  }
  return { link, scar };
}

const supplierActor = (name: string, client: AuthClient): ScarActor => ({
  kind: 'supplier',
  name,
  client: { ip: client.ip, userAgent: client.userAgent },
});

/**
 * `POST /v1/supplier/link`: the supplier opened the link (its page posts the token, so a mail scanner that only
 * fetches the address burns nothing). Emails a six-digit code, valid 10 minutes with 5 tries; earlier codes of
 * the link stop working. Audit: opened, code sent.
 */
export async function openLink(ctx: AppContext, token: string, client: AuthClient) {
  await settle(ctx.db, await reserveTry(ctx.db, client, [openRule(client.ip)], SUPPLIER_MSG.codeLimit));
  const now = nowIso();
  const { link, scar } = await usableLink(ctx.db, token, now);
  const parties = await partiesOf(ctx.db, scar);
  const mail = await take(ctx.db, mailRule(link.id));
  if (!mail.ok) throw new AppError('RATE_LIMITED', SUPPLIER_MSG.codeLimit);
  const code = newResetCode();
  const codeExpiresAt = plus(now, SCAR_CODE_TTL_MINUTES * MINUTE_MS);
  const number = formatScarNumber(scar.number);
  await ctx.db.transaction().execute(async (trx) => {
    const actor = supplierActor(parties.contact.name, client);
    await insertCode(trx, {
      id: randomUUID(),
      linkId: link.id,
      codeHash: ctx.tokens.hashCode(code),
      expiresAt: codeExpiresAt,
      now,
    });
    if (link.openedAt === null) await markLinkOpened(trx, link.id, now);
    await audit(trx, scar.id, actor, 'opened', now);
    await queueEmails(trx, [
      scarCodeEmail({
        to: parties.contact.email,
        name: parties.contact.name,
        number,
        code,
        minutes: SCAR_CODE_TTL_MINUTES,
      }),
    ]);
    await audit(trx, scar.id, actor, 'code-sent', now, {
      details: { to: parties.contact.email, expiresAt: codeExpiresAt },
    });
  });
  return { number, sentTo: maskEmail(parties.contact.email), codeExpiresAt };
}

/**
 * `POST /v1/supplier/session`: the link's token and the code start a session of the request only. Each try of
 * the code is counted before it is compared (so that tries sent together get no more than 5 between them), and
 * only the newest code is compared; wrong ones count per address too. Audit: code failed, signed in.
 */
export async function startSupplierSession(
  ctx: AppContext,
  input: { token: string; code: string },
  client: AuthClient,
): Promise<TSupplierSession> {
  const taken = await reserveTry(ctx.db, client, [codeRule(client.ip)], SUPPLIER_MSG.codeLimit);
  const now = nowIso();
  let found: { link: LinkRecord; scar: ScarRecord };
  try {
    found = await usableLink(ctx.db, input.token, now);
  } catch (error) {
    await triedAndFailed(ctx.db, client, taken);
    throw error;
  }
  const { link, scar } = found;
  const { contact } = await partiesOf(ctx.db, scar);
  const actor = supplierActor(contact.name, client);
  const fail = async (reason: string) => {
    await triedAndFailed(ctx.db, client, taken);
    await audit(ctx.db, scar.id, actor, 'code-failed', now, { details: { reason } });
    return new AppError('BAD_REQUEST', SUPPLIER_MSG.invalidCode);
  };
  const code = await findLiveCode(ctx.db, link.id, now);
  if (!code) throw await fail('no live code');
  if (!(await reserveCodeTry(ctx.db, code.id, SCAR_CODE_MAX_ATTEMPTS, now)))
    throw await fail('no tries left');
  if (!codeMatches(ctx.tokens, code.codeHash, input.code)) throw await fail('wrong code');
  const session = newSessionToken();
  const expiresAt = plus(now, SCAR_SESSION_MINUTES * MINUTE_MS);
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await useCode(trx, code.id, now))) throw new AppError('BAD_REQUEST', SUPPLIER_MSG.invalidCode);
    await insertSession(trx, {
      id: randomUUID(),
      scarId: scar.id,
      linkId: link.id,
      tokenHash: session.hash,
      now,
      expiresAt,
      ip: client.ip,
      userAgent: client.userAgent,
    });
    await audit(trx, scar.id, actor, 'signed-in', now, { details: { expiresAt } });
  });
  await triedAndSucceeded(ctx.db, taken);
  return { sessionToken: session.token, expiresAt };
}
