import { API_PATHS } from '#contracts/api-paths';
import type { ReportsAnswer } from '#contracts/reports';
import { CENTRE_TIME_ZONE } from '#contracts/service-hours';
import { timeStaff } from './staff-load';

/** A calendar day in the centre's zone, `days` from `at`'s. */
function centreDate(at: Date, days = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: CENTRE_TIME_ZONE }).format(at);
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Last calendar month, the last 90 days and the last 365 days, in the centre's zone. */
export function reportRanges(now = new Date()) {
  const today = centreDate(now);
  const firstOfMonth = `${today.slice(0, 8)}01`;
  const lastMonthEnd = new Date(Date.parse(`${firstOfMonth}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  return [
    { title: 'last month', from: `${lastMonthEnd.slice(0, 8)}01`, to: lastMonthEnd },
    { title: 'last 90 days', from: centreDate(now, -89), to: today },
    { title: 'last 365 days', from: centreDate(now, -364), to: today },
  ];
}

/** GET /api/reports for each range, every staff member at once, each with its own session (timeStaff). */
export async function measureReports(url: string, cookies: readonly string[], seconds: number) {
  const rows = [];
  for (const range of reportRanges()) {
    const address = `${url}${API_PATHS.reports}?from=${range.from}&to=${range.to}`;
    const answer = (await (await fetch(address, { headers: { cookie: cookies[0] ?? '' } })).json()) as ReportsAnswer;
    rows.push(
      await timeStaff(`GET /api/reports ${range.title} (${answer.total} items)`, address, cookies, { seconds }),
    );
  }
  return rows;
}
