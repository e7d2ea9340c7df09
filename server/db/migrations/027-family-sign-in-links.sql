-- A family's sign-in link, for when the code is lost (issue 32): only the token's SHA-256, the one
-- enquiry it opens, and when it stops working. Used once (the row is deleted as it signs in); gone
-- with its enquiry on withdrawal; expired rows are cleared as new links are made.
CREATE TABLE family_sign_in_links (
  token_hash text PRIMARY KEY,
  reference text NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX family_sign_in_links_reference ON family_sign_in_links (reference);
