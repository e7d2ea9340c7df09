/** Chunk addresses the pages list after the app's entry script (tools/vite/prerender-pages.ts finds them). */
export interface PageChunks {
  /** What the entry imports statically: every page needs them. */
  app: string[];
  /** Each module under src/app/routes (by file, as src/app/page-files.ts names it) → the chunks it needs beyond those. */
  pages: Record<string, string[]>;
}
