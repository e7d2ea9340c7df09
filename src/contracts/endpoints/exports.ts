import { API_PATHS } from '../api-paths';
import { exportQuerySchema } from '../audit-view';
import { ERROR_CODES } from '../errors';
import { CSV, endpoint } from './endpoint';

/** Enquiries of a date range as CSV, for admins. */
export const EXPORT_ENDPOINTS = {
  enquiries: endpoint({
    method: 'GET',
    path: API_PATHS.enquiriesExport,
    access: 'exports',
    query: exportQuerySchema,
    answers: { 200: CSV },
    errors: [ERROR_CODES.invalidQuery],
  }),
};
