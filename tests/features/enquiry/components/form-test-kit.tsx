import { act, screen } from '../../../test-utils';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { enquiryHandlers } from '@/mocks/handlers/enquiries';
import { server } from '@/mocks/node';

/** Records each JSON body posted to `path`, then lets the mock handlers answer. */
export function recordPosts(path: string) {
  const bodies: unknown[] = [];
  server.use(
    http.post(`*${path}`, async ({ request }) => {
      bodies.push(await request.clone().json());
      return undefined;
    }),
    ...enquiryHandlers,
  );
  return bodies;
}

/** Answers `path` with what `answer` builds, counting the calls. */
export function answerPosts(path: string, answer: () => Response | Promise<Response>) {
  const calls = { count: 0 };
  server.use(
    http.post(`*${path}`, () => {
      calls.count += 1;
      return answer();
    }),
  );
  return calls;
}

/** Answers `path` with 201 and `body` only once the test calls `release`: the form stays sending until then. */
/** The server's 201 to a stored form (server/forms): its reference, and the withdrawal code in groups of four. */
export const storedForm =
  (reference = 'SW-4F7K2') =>
  () =>
    HttpResponse.json({ reference, withdrawalCode: 'ABCD-EFGH-JKMN-PQRS' }, { status: 201 });

/** Answers `path` (a stored form by default) only once the test calls `release`: the form stays sending until then. */
export function holdPosts(path: string, answer: () => Response = storedForm()) {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const calls = answerPosts(path, async () => {
    await held;
    return answer();
  });
  return { calls, release };
}

export const serverError = () => HttpResponse.json({ message: 'Boom' }, { status: 500 });
export const networkError = () => HttpResponse.error();

/** jsdom has no scrollIntoView; the error summary's links call it. */
export function stubScrollIntoView() {
  beforeAll(() => {
    Object.defineProperty(Element.prototype, 'scrollIntoView', { configurable: true, value: () => {} });
  });
  afterAll(() => {
    Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
  });
}

export const textbox = (name: string | RegExp) => screen.getByRole('textbox', { name });

/**
 * Getters that find each control by its role and accessible name once, then hand back the same
 * element while it is on the page (a remount finds it afresh). A role query costs a lot in jsdom
 * after every change to the page, and a form test makes many.
 */
export function cachedQueries<Key extends string>(queries: Record<Key, () => HTMLElement>) {
  const found = new Map<Key, HTMLElement>();
  const getters = {} as Record<Key, () => HTMLElement>;
  for (const key of Object.keys(queries) as Key[]) {
    getters[key] = () => {
      const known = found.get(key);
      if (known?.isConnected) return known;
      const element = queries[key]();
      found.set(key, element);
      return element;
    };
  }
  return getters;
}

/** A user without the pause between keystrokes and clicks: the forms' behaviour does not depend on it. */
export const setupUser = () => userEvent.setup({ delay: null });

/** Leaves a session draft, as a visitor who filled the form earlier in the tab would: the form opens filled in. */
export function seedDraft(key: string, draft: object) {
  sessionStorage.setItem(key, JSON.stringify(draft));
}

/** Puts a value in a field in one go (pasted: quicker than typing it key by key). */
export async function fill(user: UserEvent, field: HTMLElement, value: string) {
  await user.click(field);
  await user.paste(value);
}

/** Replaces a field's value (pasted), then leaves it (blur: where focus goes next does not matter here). */
export async function typeAndLeave(user: UserEvent, field: HTMLElement, value: string) {
  await user.clear(field);
  if (value) await user.paste(value);
  act(() => field.blur());
}

const resolvedOptions = Intl.DateTimeFormat.prototype.resolvedOptions;

/** Makes the browser report `timeZone` (undefined: none) as its time zone, for the rest of the test. */
export function reportTimeZone(timeZone: string | undefined) {
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
    return { ...resolvedOptions.call(this), timeZone } as Intl.ResolvedDateTimeFormatOptions;
  });
}
