import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { blockDefinitions } from './registry';

/*
 * Stories are fixtures: designers review blocks through them and the story tests render
 * them, so every block needs some, and their args must be data the server could send.
 */

const storyModules = import.meta.glob('./*/*.stories.tsx');

const argsSchema = z.record(z.string(), z.unknown());
const storiesModuleSchema = z.looseObject({
  default: z.looseObject({ title: z.string().optional(), args: argsSchema.optional() }),
});
const storySchema = z.looseObject({ args: argsSchema.optional() });

/** The named exports Storybook treats as stories: everything but the meta and its bookkeeping. */
function storiesOf(module: Record<string, unknown>): Array<[name: string, story: z.infer<typeof storySchema>]> {
  return Object.entries(module)
    .filter(([name]) => name !== 'default' && name !== '__namedExportsOrder')
    .map(([name, story]) => [name, storySchema.parse(story)]);
}

describe('block stories', () => {
  it('finds the registered blocks', () => {
    expect(blockDefinitions.length).toBeGreaterThan(0);
  });

  describe.each(blockDefinitions.map((block) => [block.type, block] as const))('%s', (type, block) => {
    const path = `./${type}/${type}.stories.tsx`;

    it(`has src/blocks/${type}/${type}.stories.tsx`, () => {
      expect(Object.keys(storyModules), `Block "${type}" has no stories; add src/blocks/${type}/${type}.stories.tsx`).toContain(path);
    });

    it('has stories whose args pass the block schema', async () => {
      const load = storyModules[path];
      if (!load) return expect.fail(`Block "${type}" has no stories file`);
      const module = storiesModuleSchema.parse(await load());
      const stories = storiesOf(module);
      expect(stories.length, `${path} exports no stories`).toBeGreaterThan(0);

      for (const [name, story] of stories) {
        const args = { ...module.default.args, ...story.args };
        const result = block.schema.safeParse(args);
        const problems = result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.') || '(args)'}: ${issue.message}`);
        expect(problems, `story "${name}" of block "${type}" has args the schema rejects`).toEqual([]);
      }
    });
  });
});
