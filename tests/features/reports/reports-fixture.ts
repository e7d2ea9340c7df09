import type { ReportsAnswer } from '#contracts/reports';

/** A known answer: 1,234 arrived over three weeks, with every part's figures set by hand. */
export const ANSWER: ReportsAnswer = {
  from: '2026-03-01',
  to: '2026-03-15',
  timeZone: 'Asia/Dubai',
  total: 1234,
  byKind: [
    { key: 'enquiry', count: 1000 },
    { key: 'contact', count: 234 },
  ],
  perWeek: [
    { week: '2026-02-23', count: 3 },
    { week: '2026-03-02', count: 1200 },
    { week: '2026-03-09', count: 31 },
  ],
  byProgramme: [
    { key: 'anxietyDepression', count: 300 },
    { key: 'addiction', count: 400 },
    { key: 'eatingDisorders', count: 100 },
    { key: 'marriageCounseling', count: 150 },
    { key: 'notSure', count: 50 },
  ],
  byCountry: [
    { key: null, count: 50 },
    { key: 'AE', count: 500 },
    { key: 'SA', count: 300 },
    { key: 'EG', count: 120 },
    { key: 'US', count: 30 },
  ],
  byLanguage: [
    { key: 'ar', count: 800 },
    { key: 'en', count: 434 },
  ],
  byHeardFrom: [
    { key: 'search', count: 300 },
    { key: 'doctor', count: 200 },
    { key: 'familyOrFriend', count: 250 },
    { key: null, count: 250 },
  ],
  funnel: { arrived: 1234, inContact: 900, assessmentBooked: 400, admitted: 123 },
  closeReasons: [
    { key: 'cost', count: 40 },
    { key: 'notReachable', count: 60 },
  ],
  decisions: [
    { key: 'accept', count: 150 },
    { key: 'referElsewhere', count: 40 },
    { key: 'notSuitableNow', count: 25 },
  ],
  firstContact: {
    answered: 1200,
    waiting: 34,
    medianMinutes: 85,
    p90Minutes: 250,
    withinTarget: 900,
    targetMinutes: 60,
  },
  byOwner: [
    { id: '7', name: 'Nadia Admissions', items: 700, answered: 690, withinTarget: 600, medianMinutes: 40 },
    { id: '9', name: 'سارة المطيري', items: 500, answered: 500, withinTarget: 300, medianMinutes: 95 },
    { id: null, name: null, items: 34, answered: 10, withinTarget: 0, medianMinutes: 300 },
  ],
  smallGroups: {
    below: 3,
    hidden: { byProgramme: 0, byCountry: 0, byLanguage: 0, byHeardFrom: 0, closeReasons: 0, decisions: 0 },
  },
};
