import type { RequestHandler } from 'msw';

/** The mock API's accounts routes (see ./index.ts). */
export const accountsHandlers: RequestHandler[] = [];
