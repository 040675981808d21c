import { z } from 'zod';

/**
 * One block instance inside pageBody as it travels on the wire. Props are checked
 * later, by the schema of the block type, so a broken block never breaks its page.
 */
export type BlockInstance = {
  id: string;
  type: string;
  version: number;
  props: Record<string, unknown>;
  children?: BlockInstance[] | undefined;
};

export const blockInstanceSchema: z.ZodType<BlockInstance> = z.lazy(() =>
  z.object({
    id: z.string().min(1).max(120),
    type: z.string().min(1).max(80),
    version: z.number().int().min(1).default(1),
    props: z.record(z.string(), z.unknown()).default({}),
    children: z.array(blockInstanceSchema).optional(),
  }),
);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The instance envelope alone, children left unchecked: used to report each child on its
 * own. Props are only checked to be an object here (without copying them), because the
 * block's own schema parses them next.
 */
export const blockShellSchema = z.object({
  id: z.string().min(1).max(120),
  type: z.string().min(1).max(80),
  version: z.number().int().min(1).default(1),
  props: z.custom<Record<string, unknown>>(isPlainObject, { message: 'Expected an object of props' }).default({}),
  children: z.array(z.unknown()).optional(),
});
