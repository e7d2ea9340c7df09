import { z } from 'zod';
import { API_PATHS } from '../api-paths';
import { ERROR_CODES } from '../errors';
import { DUE_FILTERS, OWNER_FILTERS, STAGES } from '../pipeline';
import { MAX_SAVED_VIEWS, VIEW_NAME_MAX, viewKey, type SavedView, type SavedViewsAnswer } from '../saved-views';
import { isBlank, isOneLineText } from '../text';
import { endpoint, keepReadable } from './endpoint';

const savedViewSchema = z.strictObject({
  name: z
    .string()
    .trim()
    .max(VIEW_NAME_MAX)
    .refine((name) => isOneLineText(name) && !isBlank(name)),
  stage: z.enum(STAGES).nullable(),
  owner: z.enum(OWNER_FILTERS).nullable(),
  due: z.enum(DUE_FILTERS).nullable(),
  isDefault: z.boolean(),
}) satisfies z.ZodType<SavedView>;

/** PUT's body: at most MAX_SAVED_VIEWS, no two of one name, at most one the default. */
export const savedViewsBodySchema = z
  .strictObject({ views: z.array(savedViewSchema).max(MAX_SAVED_VIEWS) })
  .refine(({ views }) => new Set(views.map((view) => viewKey(view.name))).size === views.length, {
    message: 'Two views have one name.',
    path: ['views'],
  })
  .refine(({ views }) => views.filter((view) => view.isDefault).length <= 1, {
    message: 'Only one view can be the default.',
    path: ['views'],
  }) satisfies z.ZodType<SavedViewsAnswer>;

/** The views as stored or answered: one that cannot be read is left out (stored values are untrusted). */
export const savedViewsAnswerSchema = z.object({ views: keepReadable(savedViewSchema) });

/** Each member's saved views of the inbox list, for the roles with the `inbox` permission. */
export const SAVED_VIEW_ENDPOINTS = {
  views: endpoint({
    method: 'GET',
    path: API_PATHS.inboxViews,
    access: 'inbox',
    answers: { 200: savedViewsAnswerSchema },
    errors: [],
  }),
  saveViews: endpoint({
    method: 'PUT',
    path: API_PATHS.inboxViews,
    access: 'inbox',
    body: savedViewsBodySchema,
    answers: { 200: savedViewsAnswerSchema },
    errors: [ERROR_CODES.invalidBody],
  }),
};
