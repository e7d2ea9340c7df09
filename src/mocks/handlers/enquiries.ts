import { http, HttpResponse } from 'msw';
import { isPlainObject } from '@/lib/storage';
import { scenarioResponse } from '../scenario';

const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/** Just enough checking to catch a broken client: the fields the centre cannot reply without. */
function isEnquiry(body: unknown) {
  return (
    isPlainObject(body) &&
    filled(body.name) &&
    isPlainObject(body.phone) &&
    typeof body.phone.e164 === 'string' &&
    /^\+\d{8,15}$/.test(body.phone.e164) &&
    body.consent === true
  );
}

function isContactMessage(body: unknown) {
  return (
    isPlainObject(body) &&
    filled(body.name) &&
    (filled(body.email) || filled(body.phone)) &&
    filled(body.subject) &&
    filled(body.message) &&
    body.consent === true
  );
}

/** A 200 HTML page, as a captive portal answers: not the 201 JSON the forms expect. */
const notJson = () => new HttpResponse('<!doctype html><p>Not JSON</p>', { headers: { 'Content-Type': 'text/html' } });

let received = 0;

function receive(prefix: string, isValid: (body: unknown) => boolean) {
  return async ({ request }: { request: Request }) => {
    const forced = await scenarioResponse(notJson);
    if (forced) return forced;
    const body: unknown = await request.json().catch(() => null);
    if (!isValid(body)) return HttpResponse.json({ message: 'Missing or invalid fields.' }, { status: 400 });
    received += 1;
    return HttpResponse.json({ id: `${prefix}-${received}` }, { status: 201 });
  };
}

/**
 * POST /api/enquiries and POST /api/contact: 201 `{ id }` for a usable body, 400 otherwise.
 * They follow the mock scenario (`?mock-scenario=error|network|slow|invalid|unauthorized`).
 */
export const enquiryHandlers = [
  // "*/" matches the site's own origin and any VITE_API_BASE_URL.
  http.post('*/api/enquiries', receive('enquiry', isEnquiry)),
  http.post('*/api/contact', receive('contact', isContactMessage)),
];
