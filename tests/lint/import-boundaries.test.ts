import { ESLint } from 'eslint';

/** Lints `code` as if it were the file at `filePath`, and answers the import rules it breaks. */
async function importProblems(filePath: string, code: string) {
  const [result] = await new ESLint({ cwd: process.cwd() }).lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-imports');
}

describe('import boundaries (probe imports through the project’s ESLint config)', () => {
  it.each([
    ['a feature by alias', "import { InboxList } from '@/features/inbox/components/inbox-list';"],
    ['a feature by a relative path', "import { InboxList } from '../../src/features/inbox/components/inbox-list';"],
    ['a component', "import { Button } from '../src/components/ui/button';"],
    ['the app shell', "import { routes } from '@/app/router';"],
  ])('refuses the server importing %s', async (_name, code) => {
    expect(await importProblems('server/inbox/probe.ts', code)).toHaveLength(1);
  });

  it('lets the server import the contracts', async () => {
    expect(await importProblems('server/inbox/probe.ts', "import { INBOX_STATUSES } from '#contracts/inbox';")).toEqual(
      [],
    );
  });

  it.each([
    ['i18n', "import { pick } from '@/i18n/text';"],
    ['a feature', "import { InboxList } from '@/features/inbox/components/inbox-list';"],
    ['React', "import { useState } from 'react';"],
  ])('refuses the contracts importing %s', async (_name, code) => {
    expect(await importProblems('src/contracts/probe.ts', code)).toHaveLength(1);
  });

  it('lets the contracts import zod and each other', async () => {
    const code = "import { z } from 'zod';\nimport { LIMITS } from './limits';\nexport const probe = [z, LIMITS];";
    expect(await importProblems('src/contracts/probe.ts', code)).toEqual([]);
  });

  it('refuses a feature importing another feature', async () => {
    const code = "import { InboxList } from '@/features/inbox/components/inbox-list';";
    expect(await importProblems('src/features/enquiry/probe.ts', code)).toHaveLength(1);
  });
});
