/** Chunk addresses the pages list after the app's entry script (tools/vite/prerender-pages.ts finds them). */
export interface PageChunks {
  /** What the entry imports statically: every page needs them. */
  app: string[];
  /** Each module under src/app/routes (by file, as src/app/page-files.ts names it) → its own chunk. */
  pages: Record<string, string>;
}
