import type { RequestHandler } from 'msw';

/** The mock API's reports routes (see ./index.ts). */
export const reportsHandlers: RequestHandler[] = [];
