-- How many codes a sign-in waiting for its second factor has been sent: it ends after a few wrong
-- ones, and the person starts again at the password.
ALTER TABLE pending_sign_ins ADD COLUMN code_tries integer NOT NULL DEFAULT 0;
