-- The second factor (TOTP, RFC 6238) of staff accounts, its recovery codes, and sign-ins waiting for it.

-- totp_secret: base32, NULL until enrolled (the server must read it to check codes, so it is not hashed).
-- totp_last_step: the last time step whose code was accepted; a code of that step or an earlier one is refused.
ALTER TABLE staff ADD COLUMN totp_secret text;
ALTER TABLE staff ADD COLUMN totp_last_step bigint;

-- Ten single-use codes per account, made at enrolment: only their SHA-256 (with the account's id).
CREATE TABLE recovery_codes (
  staff_id bigint NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  PRIMARY KEY (staff_id, code_hash)
);

-- A password that was right, waiting 5 minutes for its second factor; never a session. As with
-- sessions, the id is only in the visitor's cookie and the table holds its SHA-256.
-- kind: 'code' (enrolled) or 'enrol'; enrol_secret: the secret offered for enrolment, until confirmed.
CREATE TABLE pending_sign_ins (
  id_hash text PRIMARY KEY,
  staff_id bigint NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
  kind text NOT NULL,
  enrol_secret text,
  expires_at timestamptz NOT NULL
);
CREATE INDEX pending_sign_ins_staff_id ON pending_sign_ins (staff_id);
CREATE INDEX pending_sign_ins_expires_at ON pending_sign_ins (expires_at);
