-- Bookable call-backs (issue 33). Each admissions member's hours, in their own time zone:
-- time_zone: their IANA zone; languages: the languages they take calls in ('ar,en');
-- weekly: [{ "day": "sun", "from": "09:00", "to": "17:00" }, …] on their own clock;
-- leave: their days off (YYYY-MM-DD, their calendar). Read and written whole, checked by the
-- endpoint table's schema (src/contracts/endpoints/bookings.ts).
CREATE TABLE staff_availability (
  staff_id bigint PRIMARY KEY REFERENCES staff (id) ON DELETE CASCADE,
  time_zone text NOT NULL,
  languages text NOT NULL,
  weekly jsonb NOT NULL,
  leave date[] NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- A family's booked call: held for one member at one start. Only booked calls are rows: a
-- cancelled one is deleted (the audit trail keeps that it was). The unique index is what keeps two
-- families off one slot, whatever the number of requests or server instances; the second keeps one
-- booking per enquiry. The booking goes with its enquiry (withdrawal, retention, erasure).
CREATE TABLE bookings (
  id bigserial PRIMARY KEY,
  reference text NOT NULL UNIQUE REFERENCES enquiries (reference) ON DELETE CASCADE,
  staff_id bigint NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
  starts_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX bookings_one_per_slot ON bookings (staff_id, starts_at);
CREATE INDEX bookings_starts_at ON bookings (starts_at);
