import type { z } from 'zod';
import type { DataSource } from '../../schema/catalog';

/** A migration lifts props stored at `version - 1` to `version`. */
export type BlockMigration = (props: Record<string, unknown>) => Record<string, unknown>;

/**
 * A piece of page data a block draws, named with the schema it is checked against. The schema
 * is reached lazily, through the module that holds it, so a page drawn from data already
 * checked never loads it: src/renderer/kit/read-page-data.ts makes these (`pageData`).
 */
export type PageDataDeclaration<T> = { readonly load: () => Promise<z.ZodType<T>> };

/** The page data a block draws, by key of the page's `data`: each is passed as the prop of that name. */
export type PageDataDeclarations = Readonly<Record<string, PageDataDeclaration<unknown>>>;

/** The props a block's declared page data gives it: `{ article: ArticleDetail }` for `{ article: pageData(…articleDetailSchema) }`. */
export type PageDataProps<Declarations> = {
  -readonly [Key in keyof Declarations]: Declarations[Key] extends PageDataDeclaration<infer T> ? T : never;
};

/** No page data: the block draws from its props alone. */
export type NoPageData = Readonly<Record<never, never>>;

/**
 * A block component, typed without React so this core stays framework-free: it takes the
 * props its schema produces (plus drawn children when it accepts them), and the page data it
 * declares as its `pageData` (`Component.pageData = { article: pageData(…) }`), which the
 * renderer reads from the page, checks and passes beside them. A declared key may not be the
 * name of a prop.
 *
 * The declaration travels with the component, not in the definition beside its schema: the
 * browser draws its first page from the components the server named, without the definitions
 * (whose schemas bring zod), and still has to know what to pass them.
 */
export type BlockComponentOf<Props, Data extends PageDataDeclarations = NoPageData> = ((
  props: NoInfer<Props & PageDataProps<[Data] extends [never] ? NoPageData : Data>>,
) => unknown) & {
  readonly pageData?: Data & { readonly [Key in NamedKeys<Props>]?: never };
};

/** The keys `T` names, without those of an index signature (`z.object({})` gives `Record<string, never>`). */
type NamedKeys<T> = keyof { [Key in keyof T as string extends Key ? never : number extends Key ? never : Key]: T[Key] };

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

export type BlockDefinition<
  Type extends string = string,
  Schema extends z.ZodType = z.ZodType,
  Data extends PageDataDeclarations = NoPageData,
> = BlockDeclaration<Type, Schema> & {
  /** Loads the block's component; only pages that use the block pay for its code. */
  load: () => Promise<{ default: BlockComponentOf<z.output<Schema>, Data> }>;
};

/**
 * Declares a block. Each block folder's index.ts exports exactly one. The type check holds the
 * component that `load` gives to the schema's props and to the page data it declares.
 *
 * @example
 * export const heroBanner = defineBlock({
 *   type: 'hero-banner',
 *   version: 1,
 *   schema: heroBannerSchema,
 *   load: () => import('./hero-banner'),
 * });
 */
export function defineBlock<const Type extends string, Schema extends z.ZodType, Data extends PageDataDeclarations = NoPageData>(
  definition: BlockDefinition<Type, Schema, Data>,
): BlockDefinition<Type, Schema, Data> {
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
