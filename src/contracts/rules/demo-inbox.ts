import { currentConsent } from '../consent.ts';
import { DEMO_ACCOUNT, DEMO_SAMPLES, type DemoSample } from '../demo.ts';
import { firstStage, inboxFields, type InboxEvent, type InboxItem } from '../inbox.ts';
import {
  afterAttempt,
  afterChange,
  firstResponseDue,
  PIPELINE_DEFAULTS,
  type PipelineState,
} from './pipeline-rules.ts';

/** A demo item as stored: all its page shows but what the owner, the clock and the duplicate links decide. */
export type DemoInboxItem = Omit<
  InboxItem,
  'owner' | 'familyWindow' | 'overdue' | 'needsDecision' | 'duplicateFlags' | 'duplicates'
>;

const HOUR = 3_600_000;

/**
 * The one reading of the demo fixture (src/contracts/demo.ts), `at` being the seeding moment, for the
 * server's demo seed and the mock server: each event goes through the pipeline's own rules, so
 * failed tries, the first response and the stage are counted exactly as logging them would have.
 * The history starts with the arrival; each event adds its attempt, stage and note, in that order.
 * (The server sets respond-by again at start, from its settings; the default target stands here.)
 */
export function interpretDemo(at: number, samples: readonly DemoSample[] = DEMO_SAMPLES) {
  const ago = (hours: number) => new Date(at - hours * HOUR).toISOString();
  return samples.map((sample) => {
    const receivedAt = ago(sample.hoursAgo);
    let pipeline: PipelineState = {
      stage: firstStage(sample),
      closeReason: null,
      assessmentAt: null,
      respondBy: firstResponseDue(new Date(receivedAt), PIPELINE_DEFAULTS.firstResponseMinutes).toISOString(),
      firstResponseAt: null,
      followUpAt: null,
      failedAttempts: 0,
    };
    const history: InboxEvent[] = [
      { type: 'stage', stage: pipeline.stage, closeReason: null, assessmentAt: null, by: 'system', at: receivedAt },
    ];
    for (const { hoursAgo, attempt, stage, closeReason, assessmentInHours, note } of sample.events) {
      const by = { by: DEMO_ACCOUNT.name, at: ago(hoursAgo) };
      if (attempt) {
        pipeline = afterAttempt(pipeline, attempt.outcome, by.at);
        history.push({ ...by, type: 'attempt', ...attempt });
      }
      if (stage) {
        // On the hour, as an assessment is booked.
        const assessmentAt =
          assessmentInHours === undefined
            ? undefined
            : new Date(Math.round((at + assessmentInHours * HOUR) / HOUR) * HOUR).toISOString();
        const change = { stage, closeReason, assessmentAt };
        pipeline = afterChange(pipeline, change, by.at, PIPELINE_DEFAULTS.maxFailedAttempts);
        history.push({
          ...by,
          type: 'stage',
          stage,
          closeReason: closeReason ?? null,
          assessmentAt: assessmentAt ?? null,
        });
      }
      if (note) history.push({ ...by, type: 'note', text: note });
    }
    const item: DemoInboxItem = {
      ...pipeline,
      reference: sample.reference,
      kind: sample.kind,
      receivedAt,
      name: sample.name,
      forWhom: sample.forWhom,
      contactMethod: sample.contactMethod,
      preferredTime: sample.preferredTime,
      programme: sample.programme,
      language: sample.language,
      version: sample.events.length + 1,
      fields: inboxFields(sample),
      phone: sample.phone,
      email: sample.email,
      rules: sample.discretion ? { ...sample.discretion, channel: sample.contactMethod } : null,
      relationship: sample.relationship ?? null,
      personKnows: sample.personKnows ?? null,
      heardFrom: null,
      selfCheck: null,
      // Each sample agreed to this build's wording, in its own language, when it arrived.
      consent: currentConsent(sample, receivedAt),
      history,
    };
    return { sample, item };
  });
}

export type DemoItem = ReturnType<typeof interpretDemo>[number];

/**
 * A sample's form as its row stores it (the columns of `enquiries` or `contact_messages` that the
 * family sent): the server's demo seed inserts them, the mock server shows them on the withdrawal page.
 */
export function demoColumns(sample: DemoSample): {
  table: 'enquiries' | 'contact_messages';
  values: Record<string, unknown>;
} {
  const common = {
    reference: sample.reference,
    language: sample.language,
    name: sample.name,
    email: sample.email,
    message: sample.message,
    honeypot: sample.honeypot,
  };
  if (sample.kind !== 'enquiry')
    return { table: 'contact_messages', values: { ...common, phone: sample.phone, subject: sample.subject } };
  const { discretion } = sample;
  return {
    table: 'enquiries',
    values: {
      ...common,
      for_whom: sample.forWhom,
      phone_country: sample.phoneCountry,
      phone_e164: sample.phone,
      contact_method: sample.contactMethod,
      preferred_time: sample.preferredTime,
      programme: sample.programme,
      relationship: sample.relationship ?? null,
      person_knows: sample.personKnows ?? null,
      leave_message: discretion?.leaveMessage ?? null,
      name_centre: discretion?.nameCentre ?? null,
      safe_days: discretion?.safeDays.join(',') ?? null,
      safe_from: discretion?.safeFrom ?? null,
      safe_to: discretion?.safeTo ?? null,
      time_zone: discretion?.timeZone ?? null,
    },
  };
}
