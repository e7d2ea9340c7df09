import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
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

/** A promise the test settles itself, to hold a request in flight. */
export function deferred() {
  let release: () => void = () => {};
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { promise, release };
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

/** Puts a value in a field in one go (pasted: quicker than typing it key by key). */
export async function fill(user: UserEvent, field: HTMLElement, value: string) {
  await user.click(field);
  await user.paste(value);
}

/** Types into a field, then leaves it (blur). */
export async function typeAndLeave(user: UserEvent, field: HTMLElement, value: string) {
  await user.clear(field);
  if (value) await user.type(field, value);
  await user.tab();
}
