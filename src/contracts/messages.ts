import type { StayPlan } from './stay-plan.ts';
import { hasControlCharacters, isBlank } from './text';

/**
 * The family's line to the admissions team (issue 32): messages both ways on one enquiry, and the
 * stay plan the family sent. Each is an entry of the item's history on the server, so it goes with
 * the item (withdrawal, retention) and is kept as its other words are.
 */

/** The longest message, in characters: a few paragraphs. */
export const MESSAGE_MAX_LENGTH = 4000;

/** What a message may hold once trimmed: something visible, and nothing no person means to type (PostgreSQL refuses NUL). */
export const isSendableMessage = (text: string) => !isBlank(text) && !hasControlCharacters(text);

export const MESSAGE_SENDERS = ['family', 'staff'] as const;
export type MessageSender = (typeof MESSAGE_SENDERS)[number];

/**
 * How the family was told of a staff member's message: by email at once, held until the hours they
 * allowed (then emailed), or not at all (their channel is not email, or the server sends no email):
 * they read it at their next sign-in.
 */
export const NOTICE_STATES = ['emailed', 'held', 'notSent'] as const;
export type NoticeState = (typeof NOTICE_STATES)[number];

export interface Message {
  from: MessageSender;
  at: string;
  text: string;
  /** The staff member's name; null for the family's own messages, and in the family's view. */
  by: string | null;
  /** Staff's view of their own messages only: how the family was told, and when (a held one: when it goes). */
  notice: NoticeState | null;
  noticeAt: string | null;
}

/** GET and POST of either side's messages: oldest first, and how many the reader had not seen. */
export interface MessagesAnswer {
  messages: Message[];
  /** The other side's messages that arrived since this reader last read them (before this answer). */
  unread: number;
  /** The latest stay plan the family sent, and when; null when none. */
  plan: { plan: StayPlan; at: string } | null;
}
