-- Reports count clinical decisions (issue 33): each enquiry's latest decision, kept in reports.items
-- beside its other counted fields, so the reports read it in their one pass and never the decision's
-- words (the reason and alternatives stay in the item's history).
ALTER TABLE reports.items ADD COLUMN decision text;

-- The decisions there already: the latest of each enquiry.
UPDATE reports.items SET decision = latest.clinical_decision
FROM (SELECT DISTINCT ON (e.id) e.id, h.clinical_decision
      FROM inbox_events h JOIN enquiries e ON e.reference = h.reference
      WHERE h.type = 'clinical' ORDER BY e.id, h.id DESC) AS latest
WHERE items.kind = 'enquiry' AND items.id = latest.id;

-- History added: a stage entry raises `reached` (as in migration 008), and a clinical entry, the
-- latest of the statement's for its enquiry, replaces the decision.
CREATE OR REPLACE FUNCTION reports.history_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE reports.items SET reached = history.reached
  FROM (SELECT 'enquiry' AS kind, e.id, max(reports.stage_rank(a.stage)) AS reached
        FROM added a JOIN enquiries e ON e.reference = a.reference WHERE a.type = 'stage' GROUP BY e.id
        UNION ALL
        SELECT 'contact', m.id, max(reports.stage_rank(a.stage))
        FROM added a JOIN contact_messages m ON m.reference = a.reference WHERE a.type = 'stage' GROUP BY m.id
       ) AS history
  WHERE items.kind = history.kind AND items.id = history.id AND history.reached > items.reached;
  UPDATE reports.items SET decision = latest.clinical_decision
  FROM (SELECT DISTINCT ON (e.id) e.id, a.clinical_decision
        FROM added a JOIN enquiries e ON e.reference = a.reference
        WHERE a.type = 'clinical' ORDER BY e.id, a.id DESC) AS latest
  WHERE items.kind = 'enquiry' AND items.id = latest.id;
  RETURN NULL;
END;
$$;
