import type { z } from 'zod';
import type { DataSource } from '../../schema/catalog';

/** A migration lifts props stored at `version - 1` to `version`. */
export type BlockMigration = (props: Record<string, unknown>) => Record<string, unknown>;

/**
 * A block component, typed without React so this core stays framework-free: it takes the
 * props its schema produces (plus drawn children when it accepts them).
 */
export type BlockComponentOf<Props> = (props: Props) => unknown;

type BlockDeclaration<Type extends string, Schema extends z.ZodType> = {
  type: Type;
  /** The props version this code understands; stored blocks with an older one are migrated. */
  version: number;
  schema: Schema;
  /** Keyed by the version each migration produces: `{ 2: v1ToV2, 3: v2ToV3 }`. */
  migrations?: Record<number, BlockMigration>;
  /** Whether the block draws nested children. */
  acceptsChildren?: boolean;
  /**
   * A block that sits below the first screen by nature (reviews, comments, a sign-up form):
   * on the first page the server draws it as always, but its code is not part of what the
   * page loads before it hydrates. The browser fetches it once idle and hydrates the block
   * then; until that moment the block shows as drawn, and a tap on it is replayed after.
   */
  hydrateWhenIdle?: boolean;
  /**
   * The page data this block reads beyond its kind's own: the data source its parsed props
   * name, which the server fills into `data.sources[dataSourceKey(source)]` before sending.
   * (Method syntax: a registry holds blocks of every props type.)
   */
  dataSource?(props: z.output<Schema>): DataSource | undefined;
};

export type BlockDefinition<Type extends string = string, Schema extends z.ZodType = z.ZodType> = BlockDeclaration<Type, Schema> & {
  /** Loads the block's component; only pages that use the block pay for its code. */
  load: () => Promise<{ default: BlockComponentOf<z.output<Schema>> }>;
};

/**
 * Declares a block. Each block folder's index.ts exports exactly one.
 *
 * @example
 * export const heroBanner = defineBlock({
 *   type: 'hero-banner',
 *   version: 1,
 *   schema: heroBannerSchema,
 *   load: () => import('./hero-banner'),
 * });
 */
export function defineBlock<const Type extends string, Schema extends z.ZodType>(definition: BlockDefinition<Type, Schema>): BlockDefinition<Type, Schema> {
  if (!Number.isInteger(definition.version) || definition.version < 1) {
    throw new Error(`Block "${definition.type}": version must be a whole number from 1`);
  }
  for (let v = 2; v <= definition.version; v++) {
    if (!definition.migrations?.[v]) {
      throw new Error(`Block "${definition.type}": version ${definition.version} needs a migration to ${v}`);
    }
  }
  return definition;
}

/**
 * A block of any props type, as registries hold it. What its module exports is checked when
 * it loads; `defineBlock` has already tied the component to the schema.
 */
export type AnyBlockDefinition = BlockDeclaration<string, z.ZodType> & { load: () => Promise<{ default: unknown }> };

/** What drawing a block needs of its definition: its code, without its schema. */
export type BlockCode = Pick<AnyBlockDefinition, 'load'>;
/** The blocks a page may draw, by type; the registry is one, `src/blocks/block-code.ts` the browser's. */
export type BlockCodeTable = Readonly<Record<string, BlockCode>>;
export type BlockRegistry = Readonly<Record<string, AnyBlockDefinition>>;
