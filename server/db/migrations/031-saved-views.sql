-- Each member's saved views of the inbox list (issue 31, staff review #6): read and written whole,
-- checked by the endpoint table's schema (src/contracts/endpoints/saved-views.ts) on the way in and
-- again on the way out. Filters only, never search words, so nothing of a family is kept here. They
-- go with the member's account.
CREATE TABLE staff_views (
  staff_id bigint PRIMARY KEY REFERENCES staff (id) ON DELETE CASCADE,
  views jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
