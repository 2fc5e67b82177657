// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * Each file in tests/lint-fixtures is linted with the project's eslint.config.js as if it lived at the
 * paths on its first line (`// lint as: src/... src/...`, or `itself`), and must get exactly the errors
 * its lines announce (`// expect: <rule id>`): a ban or zone rule that stops firing fails here.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const fixturesDir = join(root, 'tests', 'lint-fixtures');
// ignore: false, because `npm run lint` ignores the fixture folder.
const eslint = new ESLint({ cwd: root, ignore: false });

const listFixtures = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? listFixtures(join(dir, entry.name))
      : /\.tsx?$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  );

type Case = { fixture: string; lintAs: string; text: string; expected: string[] };

const cases: Case[] = listFixtures(fixturesDir).flatMap((file) => {
  const text = readFileSync(file, 'utf8');
  const lines = text.split('\n');
  const targets = /^\/\/ lint as: (.+)$/.exec(lines[0])?.[1];
  if (!targets) throw new Error(`${file}: the first line must be "// lint as: <paths> | itself"`);
  const expected = lines.flatMap((line, index) => {
    const rule = /\/\/ expect: (\S+)/.exec(line)?.[1];
    return rule ? [`${index + 1} ${rule}`] : [];
  });
  const fixture = relative(fixturesDir, file);
  const paths = targets.startsWith('itself') ? [relative(root, file)] : targets.split(/\s+/);
  return paths.map((lintAs) => ({ fixture, lintAs, text, expected }));
});

describe('lint rules (eslint.config.js) on planted violations', () => {
  it('has fixtures for the zones, the cycle rule and every ban', () => {
    const rules = new Set(cases.flatMap((item) => item.expected.map((e) => e.split(' ')[1])));
    expect([...rules].sort()).toEqual([
      '@typescript-eslint/no-restricted-imports',
      'import-x/no-cycle',
      'import-x/no-restricted-paths',
      'no-restricted-globals',
      'no-restricted-syntax',
    ]);
  });

  it.each(cases)('$fixture linted as $lintAs', async ({ lintAs, text, expected }) => {
    const [result] = await eslint.lintText(text, { filePath: join(root, lintAs) });
    const reported = result.messages.map((message) => `${message.line} ${message.ruleId}`);
    expect(reported.sort()).toEqual(expected.sort());
  });
});
