import { currentConsent, type ConsentGiven } from '#contracts/consent';
import { DEMO_FAMILY_REFERENCE, DEMO_SAMPLES } from '#contracts/demo';
import { WITHDRAWAL_ENDPOINTS } from '#contracts/endpoints/withdrawal';
import { FAMILY_ROLE, type FamilyUser } from '#contracts/family';
import { ERROR_CODES } from '#contracts/errors';
import type { CheckedContactMessage } from '#contracts/forms/contact-payload';
import type { CheckedEnquiry } from '#contracts/forms/enquiry-payload';
import { firstStage } from '#contracts/inbox';
import type { Stage } from '#contracts/pipeline';
import type { SelfCheckAnswers } from '#contracts/screeners';
import { demoColumns } from '#contracts/rules/demo-inbox';
import { standingOf } from '#contracts/rules/family-standing';
import { contactColumns, enquiryColumns, HELD_STATE, heldFields } from '#contracts/rules/held-items';
import { makeWithdrawalCode, normaliseWithdrawalCode, type HeldAnswer } from '#contracts/withdrawal';
import { failure, mockEndpoints } from '../route';
import { mockState } from '../state';

const HOUR = 3_600_000;
const demoSample = DEMO_SAMPLES.find((sample) => sample.reference === DEMO_FAMILY_REFERENCE)!;

/**
 * The demo family's enquiry, as the demo inbox has it (src/contracts/demo.ts), to try the withdrawal
 * page and the family's space with: code DEMW-ABCD-EFGH-JKMN. Sent forms are added beside it.
 */
const demo = (): Held => {
  const receivedAt = new Date(Date.now() - demoSample.hoursAgo * HOUR).toISOString();
  return {
    code: 'DEMWABCDEFGHJKMN',
    stage: demoSample.stage,
    answer: {
      reference: demoSample.reference,
      kind: demoSample.kind,
      receivedAt,
      language: demoSample.language,
      state: HELD_STATE[demoSample.stage],
      fields: heldFields(demoSample.kind, demoColumns(demoSample).values),
    },
    consent: currentConsent(demoSample, receivedAt),
    selfCheck: null,
  };
};

/** Each held form by its reference: its code (in the clear: a mock), its stage, what it shows. */
interface Held {
  code: string;
  stage: Stage;
  answer: HeldAnswer;
  /** For the family's copy: the consent given with the form, the self-check sent with it. */
  consent: ConsentGiven;
  selfCheck: SelfCheckAnswers | null;
}

const forms = mockState(() => ({ held: new Map([[DEMO_FAMILY_REFERENCE, demo()]]) }));

/** A random whole number below `count`, as the server draws references and codes. */
export const randomPick = (count: number) => crypto.getRandomValues(new Uint32Array(1))[0]! % count;

/** Keeps a form the mock stored, as the server stores and shows it, and answers its code (given this once). */
export function holdSentForm(
  reference: string,
  sent: { kind: 'enquiry'; value: CheckedEnquiry } | { kind: 'contact'; value: CheckedContactMessage },
): string {
  const code = makeWithdrawalCode(randomPick);
  const row = sent.kind === 'enquiry' ? enquiryColumns(sent.value) : contactColumns(sent.value);
  const receivedAt = new Date().toISOString();
  const stage = firstStage(row);
  const answer = { reference, kind: sent.kind, receivedAt, language: row.language, state: HELD_STATE[stage] };
  forms.held.set(reference, {
    code: normaliseWithdrawalCode(code),
    stage,
    answer: { ...answer, fields: heldFields(sent.kind, row) },
    // The mock takes no other wording (enquiries.ts), so this build's is the one agreed to.
    consent: currentConsent({ kind: sent.kind, ...sent.value }, receivedAt),
    selfCheck: sent.kind === 'enquiry' ? sent.value.selfCheck : null,
  });
  return code;
}

/** The held item, or the same 404 for an unknown reference and a wrong code, as the server gives. */
export const findHeld = ({ reference, code }: { reference: string; code: string }) => {
  const item = forms.held.get(reference);
  return item?.code === code ? item : null;
};
/** The family of a held item, as the server's session answers it (`callBooked`: a call of theirs ahead); null once it is withdrawn. */
export function familyOf(reference: string, callBooked = false): FamilyUser | null {
  const held = forms.held.get(reference);
  if (!held) return null;
  const { kind, language, receivedAt } = held.answer;
  const standing = standingOf(held.stage, null, callBooked);
  return { role: FAMILY_ROLE, reference, kind, language, receivedAt, standing, assessmentAt: null };
}

export const nothingFound = () =>
  failure(404, ERROR_CODES.withdrawalNotFound, { message: 'Nothing found for this reference and code.' });

/** What is held (POST /api/withdrawal), then its deletion (POST /api/withdrawal/confirm). */
export const withdrawalHandlers = mockEndpoints(WITHDRAWAL_ENDPOINTS, {
  held: ({ body }) => findHeld(body)?.answer ?? nothingFound(),
  confirm: ({ body }) => {
    if (!findHeld(body)) return nothingFound();
    forms.held.delete(body.reference);
    return null;
  },
});
