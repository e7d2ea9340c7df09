-- An account's language is NULL until its owner chooses one (My Account, an invitation, the staff
-- command's --language): the first sign-in then keeps the login page's language, rather than
-- opening the staff area in English for someone who signed in in Arabic. Readers take NULL as
-- English. Existing accounts keep their value: a default cannot be told from a choice.
ALTER TABLE staff ALTER COLUMN language DROP DEFAULT;
ALTER TABLE staff ALTER COLUMN language DROP NOT NULL;
