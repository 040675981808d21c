import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

describe('accessibility checks in the story tests', () => {
  it('fail the run when a story has an axe violation, naming the rule', () => {
    const run = spawnSync('npx', ['vitest', 'run', '--project', 'storybook', 'a11y-violation'], {
      env: { ...process.env, STORYBOOK_FIXTURES: '1', CI: 'true' },
      encoding: 'utf8',
      timeout: 150_000,
    });
    const output = `${run.stdout}${run.stderr}`;
    expect(run.status, output).toBe(1);
    expect(output).toContain('image-alt');
    expect(output).toContain('button-name');
  }, 180_000);
});
