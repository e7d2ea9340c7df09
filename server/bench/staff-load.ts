import { performance } from 'node:perf_hooks';

/** The rank-`share` time of sorted `times` (nearest rank: p99 of 100 requests is the 99th). */
const at = (times: readonly number[], share: number) =>
  times[Math.min(times.length - 1, Math.ceil(share * times.length) - 1)] ?? NaN;

const ms = (value: number) => Number(value.toFixed(1));

/**
 * `address` asked by every staff member at once, each with its own session (`cookies`, one a person), each
 * asking again as soon as an answer has arrived, for `seconds` after one warm-up request each: mean, median
 * and p99 of every request's time to its whole answer. Throws on an answer that is not 200, or that `check`
 * refuses (the warm-up's answer is checked).
 */
export async function timeStaff(
  what: string,
  address: string,
  cookies: readonly string[],
  { seconds, check }: { seconds: number; check?: (answer: unknown) => string | null },
) {
  const once = async (cookie: string) => {
    const started = performance.now();
    const response = await fetch(address, { headers: { cookie } });
    const answer: unknown = await response.json();
    if (response.status !== 200) throw new Error(`${what}: ${response.status}`);
    return { ms: performance.now() - started, answer };
  };
  const warmUps = await Promise.all(cookies.map(once));
  const refused = check && warmUps.map(({ answer }) => check(answer)).find(Boolean);
  if (refused) throw new Error(`${what}: ${refused}`);
  const times: number[] = [];
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    cookies.map(async (cookie) => {
      while (performance.now() < until) times.push((await once(cookie)).ms);
    }),
  );
  times.sort((a, b) => a - b);
  return {
    what,
    staff: cookies.length,
    requests: times.length,
    'requests/s': Math.round(times.length / seconds),
    'mean ms': ms(times.reduce((sum, each) => sum + each, 0) / times.length),
    'median ms': ms(at(times, 0.5)),
    'p99 ms': ms(at(times, 0.99)),
  };
}
