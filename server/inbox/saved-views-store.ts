import { savedViewsAnswerSchema } from '#contracts/endpoints/saved-views';
import type { SavedView } from '#contracts/saved-views';
import type { Database } from '../db/database';

/** The member's saved views, in their order; none before the first save. Each is read through the endpoint's schema again. */
export async function readViews(db: Database, staffId: string): Promise<SavedView[]> {
  const [row] = await db.query<{ views: unknown }>('SELECT views FROM staff_views WHERE staff_id = $1', [staffId]);
  if (!row) return [];
  const stored = typeof row.views === 'string' ? (JSON.parse(row.views) as unknown) : row.views;
  return savedViewsAnswerSchema.catch({ views: [] }).parse({ views: stored }).views;
}

/** Replaces the member's views with `views` (already checked), in one statement. */
export async function saveViews(db: Database, staffId: string, views: SavedView[]): Promise<SavedView[]> {
  await db.query(
    `INSERT INTO staff_views (staff_id, views) VALUES ($1, $2::jsonb)
     ON CONFLICT (staff_id) DO UPDATE SET views = EXCLUDED.views, updated_at = now()`,
    [staffId, JSON.stringify(views)],
  );
  return views;
}
