-- What a family agreed to when it sent a form (ADR 020): the consent wording's version and the
-- language it was read in, when, from which form, and who gave it. No name, no contact details:
-- the record outlives its item (a withdrawal, the retention sweep) to prove the consent, and the
-- sweep forgets it with the audit entries of its time (AUDIT_RETENTION_MONTHS).

-- Each version's wording in both languages, recorded the first time a family accepts it, so the
-- text behind every record stays readable after the forms change.
CREATE TABLE consent_texts (
  version text PRIMARY KEY,
  en text NOT NULL,
  ar text NOT NULL,
  first_given_at timestamptz NOT NULL DEFAULT now()
);

-- given_by: 'self', 'someone-else', or the sender's relationship to the person (src/contracts/consent.ts).
-- withdrawn_at: the family withdrew the item; erased_at: the retention sweep deleted it.
CREATE TABLE consents (
  reference text PRIMARY KEY,
  form text NOT NULL,
  version text NOT NULL REFERENCES consent_texts (version),
  language text NOT NULL,
  given_by text NOT NULL,
  given_at timestamptz NOT NULL DEFAULT now(),
  withdrawn_at timestamptz,
  erased_at timestamptz
);
