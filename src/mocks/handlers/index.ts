import type { RequestHandler } from 'msw';

/** Every mock handler, shared by the browser worker and the tests' node server. */
export const handlers: RequestHandler[] = [];
