import { MESSAGE_ENDPOINTS } from '#contracts/endpoints/messages';
import { ERROR_CODES } from '#contracts/errors';
import type { Message, MessagesAnswer, MessageSender } from '#contracts/messages';
import { failure, mockEndpoints } from '../route';
import { mockState } from '../state';
import { findItem } from './inbox/store';

interface Thread {
  messages: Message[];
  plan: MessagesAnswer['plan'];
  readAt: Record<MessageSender, string | null>;
}

/** Each item's messages with its family, kept while the page lives. */
const held = mockState(() => ({ threads: new Map<string, Thread>() }));

function threadOf(reference: string): Thread {
  const thread = held.threads.get(reference) ?? { messages: [], plan: null, readAt: { family: null, staff: null } };
  held.threads.set(reference, thread);
  return thread;
}

/** The thread as `reader` sees it (the family: no staff name, no notice), the other side's messages read. */
function read(reference: string, reader: MessageSender): MessagesAnswer {
  const thread = threadOf(reference);
  const since = thread.readAt[reader];
  const unread = thread.messages.filter((one) => one.from !== reader && (since === null || one.at > since)).length;
  thread.readAt[reader] = new Date().toISOString();
  const messages =
    reader === 'family'
      ? thread.messages.map((one) => ({ ...one, by: null, notice: null, noticeAt: null }))
      : thread.messages;
  return { messages, unread, plan: thread.plan };
}

const add = (reference: string, from: MessageSender, text: string, by: string | null) =>
  threadOf(reference).messages.push({
    from,
    at: new Date().toISOString(),
    text,
    by,
    // The mock sends no email: the staff see that the family was not told.
    notice: from === 'staff' ? 'notSent' : null,
    noticeAt: null,
  });

const notFound = () => failure(404, ERROR_CODES.notFound);

/** The family's line: the family on its own enquiry, the staff on any item of the mock inbox. */
export const messageHandlers = mockEndpoints(MESSAGE_ENDPOINTS, {
  familyList: ({ family }) => read(family, 'family'),
  familySend: ({ family, body }) => {
    add(family, 'family', body.text, null);
    return read(family, 'family');
  },
  familyPlan: ({ family, body }) => {
    threadOf(family).plan = { plan: body, at: new Date().toISOString() };
    return read(family, 'family');
  },
  staffList: ({ params }) => (findItem(params.reference) ? read(params.reference, 'staff') : notFound()),
  staffSend: ({ params, body, account }) => {
    if (!findItem(params.reference)) return notFound();
    add(params.reference, 'staff', body.text, account.name);
    return read(params.reference, 'staff');
  },
});

/** The items whose family wrote since the team last read their messages. */
export const unreadByStaff = () =>
  new Set(
    [...held.threads]
      .filter(([, { messages, readAt }]) =>
        messages.some((one) => one.from === 'family' && (readAt.staff === null || one.at > readAt.staff)),
      )
      .map(([reference]) => reference),
  );

/** The messages of `reference` both ways for the family's copy: no staff name, nothing marked read. */
export const copiedMessages = (reference: string) =>
  (held.threads.get(reference)?.messages ?? []).map(({ from, at, text }) => ({ from, at, text }));
