import type { RequestHandler } from 'msw';

/** The mock API's audit routes (see ./index.ts). */
export const auditHandlers: RequestHandler[] = [];
