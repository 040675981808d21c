import { renderOutputSchema, type RenderInput, type RenderOutput } from '../../src/schema/ssr';

export type { RenderInput, RenderOutput };

export type SsrEntry = { render(input: RenderInput): Promise<RenderOutput> };

/** Checks a loaded module is an SSR entry, and wraps it so its answers are checked too. */
export function asSsrEntry(module: unknown, where: string): SsrEntry {
  const render = typeof module === 'object' && module !== null && 'render' in module ? module.render : undefined;
  if (typeof render !== 'function') throw new Error(`${where} does not export a render function`);
  return {
    async render(input) {
      const output: unknown = await render(input);
      const parsed = renderOutputSchema.safeParse(output);
      if (!parsed.success) {
        const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(result)'}: ${issue.message}`).join('; ');
        throw new Error(`${where} render() returned an unexpected result: ${problems}`);
      }
      return parsed.data;
    },
  };
}
