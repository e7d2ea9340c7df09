import { inboxItemSchema, inboxListSchema, itemAnswerSchema, itemRefusalSchema } from '#contracts/endpoints/inbox';

/** How the client reads GET /api/inbox (callEndpoint with the table's schema): null when it refuses it. */
const parseInboxList = (json: unknown) => inboxListSchema.safeParse(json).data ?? null;
/** How it reads `{ item }`, the answer of GET, PATCH and POST …/attempts. */
const parseInboxItem = (json: unknown) => itemAnswerSchema.safeParse(json).data?.item ?? null;

describe('the inbox answers are checked', () => {
  const row = {
    reference: 'SW-4F7K2',
    kind: 'enquiry',
    stage: 'new',
    closeReason: null,
    receivedAt: '2026-11-23T08:00:00Z',
    name: 'Mona',
    forWhom: 'self',
    contactMethod: 'phone',
    preferredTime: 'any',
    programme: 'addiction',
    language: 'en',
    version: 1,
    owner: { id: '1', name: 'Demo Staff' },
    respondBy: '2026-11-23T09:00:00Z',
    firstResponseAt: null,
    followUpAt: null,
    assessmentAt: null,
    familyWindow: { safeDays: ['mon', 'tue'], safeFrom: 16, safeTo: 21, timeZone: 'Asia/Dubai' },
    overdue: true,
    failedAttempts: 0,
    needsDecision: false,
    duplicateFlags: 1,
  };
  const counts = {
    stages: { new: 1, inContact: 0, assessmentBooked: 0, admitted: 0, closed: 0, spam: 0 },
    needsAction: 1,
    unreadMessages: 0,
    mine: 1,
    unassigned: 0,
  };
  const item = {
    ...row,
    fields: { name: 'Mona', consent: true, email: null },
    phone: '+971501234567',
    email: null,
    rules: {
      leaveMessage: false,
      nameCentre: false,
      safeDays: ['mon', 'tue'],
      safeFrom: 16,
      safeTo: 21,
      timeZone: 'Asia/Dubai',
      channel: 'whatsapp',
    },
    relationship: 'sibling',
    personKnows: 'no',
    heardFrom: null,
    selfCheck: { screener: 'gad7', score: 6, maximum: 21, band: 'mild', crisis: false },
    consent: {
      version: '1a2b3c4d',
      language: 'en',
      givenAt: '2026-11-23T08:00:00.000Z',
      form: 'enquiry',
      by: 'sibling',
      text: 'I have read the privacy policy and agree.',
    },
    history: [
      { type: 'attempt', channel: 'phone', outcome: 'noAnswer', by: 'Demo Staff', at: '2026-11-23T08:30:00Z' },
      {
        type: 'stage',
        stage: 'inContact',
        closeReason: null,
        assessmentAt: null,
        by: 'Demo Staff',
        at: '2026-11-23T08:30:00Z',
      },
    ],
    duplicates: [
      {
        reference: 'SW-6MJ2C',
        name: 'Mariam Al-Otaibi',
        receivedAt: '2026-11-23T08:10:00Z',
        stage: 'new',
        reasons: ['phone', 'name'],
        state: 'flagged',
      },
    ],
  };

  it('keeps good rows and drops a bad one; without a readable `more`, none are said to follow', () => {
    const listed = { ...row, newMessage: true };
    const list = parseInboxList({
      items: [
        listed,
        { ...listed, reference: '<img src=x>' },
        { ...listed, stage: 'deleted' },
        { ...listed, version: 'x' },
      ],
      counts,
    });
    expect(list).toEqual({ items: [listed], more: false, counts });
    expect(parseInboxList({ items: [row], more: 'yes', counts })?.more).toBe(false);
    expect(parseInboxList({ items: [row], more: true, counts })?.more).toBe(true);
  });

  it('reads what only describes a row with a default', () => {
    const { owner: _owner, overdue: _overdue, ...bare } = row;
    const list = parseInboxList({
      items: [
        {
          ...bare,
          failedAttempts: -3,
          duplicateFlags: 'many',
          newMessage: 'yes',
          closeReason: 'bored',
          language: 'fr',
          familyWindow: { safeDays: ['someday'], safeFrom: 9, safeTo: 17, timeZone: 'Asia/Dubai' },
        },
      ],
    });
    expect(list?.items[0]).toMatchObject({
      owner: null,
      familyWindow: null, // the row shows the server's word on lateness, never a made-up wait
      overdue: false,
      failedAttempts: 0,
      duplicateFlags: 0,
      newMessage: false,
      closeReason: null,
      language: 'en',
    });
    expect(list?.counts).toEqual({
      stages: { new: 0, inContact: 0, assessmentBooked: 0, admitted: 0, closed: 0, spam: 0 },
      needsAction: 0,
      unreadMessages: 0,
      mine: 0,
      unassigned: 0,
    });
  });

  it('reads counts one by one', () => {
    const list = parseInboxList({
      items: [],
      counts: { ...counts, stages: { ...counts.stages, spam: 'x' }, mine: -1 },
    });
    expect(list?.counts).toEqual({ ...counts, stages: { ...counts.stages, spam: 0 }, mine: 0 });
  });

  it('answers null without a list', () => {
    expect(parseInboxList({ items: 'none' })).toBeNull();
    expect(parseInboxList(null)).toBeNull();
    expect(parseInboxList('<html>')).toBeNull();
  });

  it('reads an item from { item }, bare, or in a refusal', () => {
    expect(parseInboxItem({ item })).toEqual(item);
    expect(inboxItemSchema.parse(item)).toEqual(item);
    expect(itemRefusalSchema.parse({ error: 'conflict', item })).toEqual({ error: 'conflict', item });
  });

  it('answers null for an item with the wrong shape', () => {
    expect(parseInboxItem({ item: { ...item, stage: 'contacted' } })).toBeNull();
    expect(parseInboxItem({ item: { ...item, receivedAt: 'yesterday' } })).toBeNull();
    expect(itemRefusalSchema.safeParse({ error: 'conflict' }).success).toBe(false);
    expect(parseInboxItem(item)).toBeNull();
    expect(parseInboxItem(undefined)).toBeNull();
  });

  it('shows no self-check whose score cannot be right', () => {
    const selfCheck = { screener: 'gad7', score: 30, maximum: 21, band: 'severe', crisis: false };
    expect(parseInboxItem({ item: { ...item, selfCheck } })?.selfCheck).toBeNull();
    expect(parseInboxItem({ item: { ...item, selfCheck: { ...selfCheck, screener: 'audit' } } })?.selfCheck).toBeNull();
  });

  it('leaves out history entries and duplicates it cannot read', () => {
    const parsed = parseInboxItem({
      item: {
        ...item,
        history: [
          ...item.history,
          { type: 'merge', by: 'x', at: '2026-11-23T08:30:00Z' },
          { type: 'attempt', channel: 'pigeon', outcome: 'reached', by: 'x', at: '2026-11-23T08:30:00Z' },
        ],
        duplicates: [
          ...item.duplicates,
          { reference: 'SW-1', stage: 'new' },
          { ...item.duplicates[0], reasons: ['face', 'email'], state: '?' },
        ],
      },
    });
    expect(parsed?.history).toEqual(item.history);
    expect(parsed?.duplicates).toEqual([
      item.duplicates[0],
      { ...item.duplicates[0], reasons: ['email'], state: 'flagged' },
    ]);
    expect(parseInboxItem({ item: { ...item, history: 'none', duplicates: undefined } })).toMatchObject({
      history: [],
      duplicates: [],
    });
  });

  it('reads contact rules it cannot read as the protective ones', () => {
    const parsed = parseInboxItem({
      item: { ...item, rules: { leaveMessage: 'yes', safeDays: ['someday'], safeFrom: 20, safeTo: 8 } },
    });
    expect(parsed?.rules).toEqual({
      leaveMessage: false,
      nameCentre: false,
      safeDays: ['mon', 'tue', 'wed', 'thu'],
      safeFrom: 9,
      safeTo: 18,
      timeZone: 'UTC',
      channel: null,
    });
    expect(parseInboxItem({ item: { ...item, rules: null } })?.rules).toBeNull();
    expect(parseInboxItem({ item: { ...item, relationship: 'cousin', personKnows: 7 } })).toMatchObject({
      relationship: null,
      personKnows: null,
    });
  });

  it('reads a consent it cannot read as not recorded', () => {
    expect(parseInboxItem({ item: { ...item, consent: { ...item.consent, version: 'v2' } } })?.consent).toBeNull();
    expect(parseInboxItem({ item: { ...item, consent: { ...item.consent, by: 'neighbour' } } })?.consent).toBeNull();
    const { consent: _consent, ...older } = item;
    expect(parseInboxItem({ item: older })?.consent).toBeNull();
  });
});
