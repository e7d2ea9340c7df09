import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { WITHDRAWAL_ENDPOINTS } from '#contracts/endpoints/withdrawal';
import { ERROR_CODES } from '#contracts/errors';
import { endpointRoute } from '../http/endpoint-route';
import { eraseSubmissionTraces } from '../items/submission-traces';
import { appendWithdrawal } from './withdrawal-journal';
import { findHeld, takeWithdrawalAttempt, withdrawItem } from './withdrawal-store';

/** An unknown reference, a wrong code, a used one, an item from before codes: one answer for all. */
export const NOT_FOUND = {
  error: ERROR_CODES.withdrawalNotFound,
  message: 'No enquiry or message matches this reference and code.',
} as const;

export function tooMany(reply: FastifyReply, retryAt: Date) {
  const seconds = Math.max(1, Math.ceil((retryAt.getTime() - Date.now()) / 1000));
  return reply.code(429).header('Retry-After', String(seconds)).send({
    error: ERROR_CODES.withdrawalLimited,
    message: 'Too many attempts; try again later.',
    retryAt: retryAt.toISOString(),
  });
}

/**
 * A family withdraws its own enquiry or message with the reference and the private code given in
 * the form's 201 answer (POST /api/withdrawal shows what the centre holds, /confirm deletes it).
 *
 * - The Origin check and JSON-only writes are the HTTP shell's, as for the forms.
 * - Every attempt counts before the code is checked, per address (WITHDRAWAL_LIMITS), whether the
 *   reference exists or not: 429 with `retryAt`. None counts per reference: the family's right code
 *   always works, whatever strangers tried.
 * - An unknown reference and a wrong code answer the same 404 after the same work (findHeld).
 * - Nothing here is kept by a browser or a proxy: `Cache-Control: no-store` on every answer,
 *   refusals included.
 * - Logs name no one: the shell's line (route and status), and the reference once withdrawn.
 * - The state a family sees for suspected spam is 'received': the item is still its data and held
 *   as sent, and an answer that told spam apart would tell a robot that the hidden field caught it.
 * - Each withdrawal is appended to the withdrawals journal before the answer, so a restore of an
 *   older backup deletes the item again (withdrawal-journal.ts).
 * - After a withdrawal, the deleted rows' bytes leave the database's files straight away, in the
 *   background (one erase at a time; withdrawals meanwhile share the next); should the server stop
 *   first, the retention sweep's erase does it at the next start (retention.ts).
 */
const withdrawal: FastifyPluginAsync = async (app) => {
  const { db } = app;

  // onSend: it runs for answers sent by earlier hooks too (the shell's 403 and 415), not only the handlers'.
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('Cache-Control', 'no-store');
    return payload;
  });

  let erasing: Promise<void> | null = null;
  let again = false;
  function eraseSoon() {
    if (erasing) {
      again = true;
      return;
    }
    erasing = (async () => {
      do {
        again = false;
        await eraseSubmissionTraces(db);
      } while (again);
    })()
      .catch((error: unknown) =>
        app.log.error(
          { reason: error instanceof Error ? error.message : 'unknown' },
          'erasing withdrawn items failed: the next retention sweep erases them',
        ),
      )
      .finally(() => {
        erasing = null;
      });
  }
  // The database closes after the app: an erase under way finishes first.
  app.addHook('onClose', async () => {
    await erasing;
  });

  const options = {
    config: { bodyHint: 'Send { reference, code }: the reference (SW-… or SC-…) and the 16-character code.' },
  };

  endpointRoute(
    app,
    WITHDRAWAL_ENDPOINTS.held,
    async (request, reply) => {
      const { reference, code } = request.body;
      const retryAt = await takeWithdrawalAttempt(db, request.ip);
      if (retryAt) return tooMany(reply, retryAt);
      const held = await findHeld(db, reference, code);
      if (!held) return reply.code(404).send(NOT_FOUND);
      return reply.code(200).send(held.answer);
    },
    options,
  );

  endpointRoute(
    app,
    WITHDRAWAL_ENDPOINTS.confirm,
    async (request, reply) => {
      const { reference, code } = request.body;
      const retryAt = await takeWithdrawalAttempt(db, request.ip);
      if (retryAt) return tooMany(reply, retryAt);
      // The same work as seeing it, so a wrong code answers here as it does there.
      const held = await findHeld(db, reference, code);
      if (!held || !(await withdrawItem(db, reference, code))) return reply.code(404).send(NOT_FOUND);
      request.log.info({ reference }, 'withdrawn by the family');
      // Should it fail, the withdrawal stands; only a restore of an older backup would miss it.
      await appendWithdrawal(app.config.withdrawalJournal, reference).catch((error: unknown) =>
        request.log.error(
          { reason: error instanceof Error ? error.message : 'unknown' },
          'withdrawals journal not written: a restore of an older backup would bring this item back',
        ),
      );
      eraseSoon();
      return reply.code(204).send();
    },
    options,
  );
};

export default withdrawal;
