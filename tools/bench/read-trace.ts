import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { summariseTrace } from './trace-summary';

/**
 * Prints where a saved trace's main-thread time went (trace-summary.ts), e.g. one written by
 * `npm run bench:load -- --trace DIR`: node --import tsx tools/bench/read-trace.ts DIR/home.json [dist]
 * With a build made by `npx vite build --sourcemap hidden` in dist, functions are named by source file and line.
 */
const [file, dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist')] = process.argv.slice(2);
if (!file) {
  console.error('Usage: node --import tsx tools/bench/read-trace.ts TRACE.json [dist]');
  process.exit(2);
}
console.log(summariseTrace(file, dist).text);
