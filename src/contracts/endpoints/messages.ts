import { z } from 'zod';
import { API_PATHS } from '../api-paths';
import { ERROR_CODES } from '../errors';
import { inboxItemParamsSchema } from '../inbox-schema';
import {
  isSendableMessage,
  MESSAGE_MAX_LENGTH,
  MESSAGE_SENDERS,
  NOTICE_STATES,
  type MessagesAnswer,
} from '../messages';
import { stayPlanSchema } from '../stay-plan-schema';
import { endpoint } from './endpoint';

const time = z.iso.datetime({ offset: true });

export const messageBodySchema = z.strictObject({
  text: z.string().trim().max(MESSAGE_MAX_LENGTH).refine(isSendableMessage),
});

export const messagesAnswerSchema = z.object({
  messages: z.array(
    z.object({
      from: z.enum(MESSAGE_SENDERS),
      at: time,
      text: z.string(),
      by: z.string().nullable(),
      notice: z.enum(NOTICE_STATES).nullable(),
      noticeAt: time.nullable(),
    }),
  ),
  unread: z.number().int().nonnegative(),
  plan: z.object({ plan: stayPlanSchema, at: time }).nullable(),
}) satisfies z.ZodType<MessagesAnswer>;

const GONE = [ERROR_CODES.invalidParams, ERROR_CODES.notFound, ERROR_CODES.withdrawn] as const;

/**
 * The family's line: the family reads and writes on its own enquiry only (its session names it),
 * staff with the inbox permission on any item; reading marks the other side's messages read.
 */
export const MESSAGE_ENDPOINTS = {
  familyList: endpoint({
    method: 'GET',
    path: API_PATHS.familyMessages,
    access: 'family',
    answers: { 200: messagesAnswerSchema },
    errors: [],
  }),
  familySend: endpoint({
    method: 'POST',
    path: API_PATHS.familyMessages,
    access: 'family',
    body: messageBodySchema,
    answers: { 201: messagesAnswerSchema },
    errors: [ERROR_CODES.invalidBody],
  }),
  familyPlan: endpoint({
    method: 'POST',
    path: API_PATHS.familyPlan,
    access: 'family',
    body: stayPlanSchema,
    answers: { 201: messagesAnswerSchema },
    errors: [ERROR_CODES.invalidBody],
  }),
  staffList: endpoint({
    method: 'GET',
    path: API_PATHS.inboxMessages,
    access: 'inbox',
    params: inboxItemParamsSchema,
    answers: { 200: messagesAnswerSchema },
    errors: GONE,
  }),
  staffSend: endpoint({
    method: 'POST',
    path: API_PATHS.inboxMessages,
    access: 'inbox',
    params: inboxItemParamsSchema,
    body: messageBodySchema,
    answers: { 201: messagesAnswerSchema },
    errors: [...GONE, ERROR_CODES.invalidBody],
  }),
};
