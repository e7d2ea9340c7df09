import { readFileSync } from 'node:fs';
import { ENDPOINTS } from '#contracts/endpoints/index';

/** The README's "Server" section: where the API is described for people who call it. */
const readme = readFileSync('README.md', 'utf8');
const server = readme.slice(readme.indexOf('\n## Server\n'), readme.indexOf('\n### Load figures\n'));

/** Every `METHOD /path…` the section writes, its query left off (`GET /api/inbox?stage=…` → `GET /api/inbox`). */
const described = new Set(
  [...server.matchAll(/`(GET|POST|PUT|PATCH|DELETE) (\/(?:api|ui)\/[^`\s?]*)/g)].map(
    ([, method, path]) => `${method} ${path}`,
  ),
);
const endpoints = ENDPOINTS.map(({ method, path }) => `${method} ${path}`);

describe("the README's API description and the endpoint table", () => {
  it('finds the section it reads', () => {
    expect(server.length).toBeGreaterThan(1000);
  });

  it('describes every endpoint of the table', () => {
    expect(endpoints.filter((one) => !described.has(one))).toEqual([]);
  });

  it('describes no endpoint the table lacks', () => {
    expect([...described].filter((one) => !endpoints.includes(one))).toEqual([]);
  });
});
