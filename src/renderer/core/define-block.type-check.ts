/*
 * Checked by `tsc`, never run: each `@ts-expect-error` line must stay an error, or the
 * unused directive fails the type check. This is how a block whose component drifts from
 * its schema is caught before it ships.
 */
import { z } from 'zod';
import { defineBlock, type PageDataDeclaration } from './define-block';

const quoteSchema = z.object({ text: z.string(), cite: z.string().optional(), size: z.enum(['s', 'm']).default('m') });

function Quote(props: { text: string; cite?: string | undefined; size: 's' | 'm' }) {
  return props.text;
}
function QuoteWithNumberText(props: { text: number; size: 's' | 'm' }) {
  return props.text;
}
function QuoteNeedingAnAuthor(props: { text: string; author: string }) {
  return props.text + props.author;
}

export const matchingBlock = defineBlock({ type: 'quote', version: 1, schema: quoteSchema, load: async () => ({ default: Quote }) });

export const driftedType = defineBlock({
  type: 'quote',
  version: 1,
  schema: quoteSchema,
  // @ts-expect-error the component reads `text` as a number, the schema makes it a string
  load: async () => ({ default: QuoteWithNumberText }),
});

export const driftedShape = defineBlock({
  type: 'quote',
  version: 1,
  schema: quoteSchema,
  // @ts-expect-error the component needs an `author` the schema never gives it
  load: async () => ({ default: QuoteNeedingAnAuthor }),
});

export const sourceOfWrongProp = defineBlock({
  type: 'quote',
  version: 1,
  schema: quoteSchema,
  load: async () => ({ default: Quote }),
  // @ts-expect-error a data source is read from the block's own parsed props, which have no `source`
  dataSource: (props) => props.source,
});

// Page data a component declares (`Component.pageData`) reaches it as props of the declared types.
const authorData: PageDataDeclaration<string> = { load: async () => z.string() };

function QuoteWithAuthor(props: { text: string; size: 's' | 'm'; author: string }) {
  return props.text + props.author;
}
QuoteWithAuthor.pageData = { author: authorData };

function QuoteWithNumberAuthor(props: { text: string; author: number }) {
  return props.text + String(props.author);
}
QuoteWithNumberAuthor.pageData = { author: authorData };

function QuoteDeclaringItsText(props: { text: string }) {
  return props.text;
}
QuoteDeclaringItsText.pageData = { text: authorData };

export const declaredPageData = defineBlock({
  type: 'quote',
  version: 1,
  schema: quoteSchema,
  load: async () => ({ default: QuoteWithAuthor }),
});

export const undeclaredPageData = defineBlock({
  type: 'quote',
  version: 1,
  schema: quoteSchema,
  // @ts-expect-error the component needs an `author` it neither gets as a prop nor declares as page data
  load: async () => ({ default: QuoteNeedingAnAuthor }),
});

export const driftedPageData = defineBlock({
  type: 'quote',
  version: 1,
  schema: quoteSchema,
  // @ts-expect-error the component reads `author` as a number, its page data declaration makes it a string
  load: async () => ({ default: QuoteWithNumberAuthor }),
});

export const pageDataNamedLikeAProp = defineBlock({
  type: 'quote',
  version: 1,
  schema: quoteSchema,
  // @ts-expect-error page data may not take the name of a prop
  load: async () => ({ default: QuoteDeclaringItsText }),
});
