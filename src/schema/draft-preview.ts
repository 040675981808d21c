import { z } from 'zod';
import { PAGE_LIMITS } from './limits';

/*
 * The composer's live preview: the back office frames a staff-only document of the shop
 * (GET /admin/preview) and the two talk by window.postMessage, within the shop's own origin
 * only. The frame says when it listens; the composer then sends the page body as the merchant
 * edits it, and the frame draws it with the shop's renderer, no server round trip per key.
 * A click on a drawn block in the frame names that block back, so the composer opens its form;
 * the block selected in the composer is named to the frame, which marks it. A body naming data
 * the frame does not hold (another category's products) is the one case the frame asks the
 * server, for that body's page data alone.
 */

/** The staff-only address of the preview document. */
export const DRAFT_PREVIEW_PATH = '/admin/preview';

/**
 * `?show=published` draws the page as shoppers see it, any draft of it left out: the theme
 * editor's preview, where only the theme it posts changes.
 */
export const DRAFT_PREVIEW_SHOW_PUBLISHED = { name: 'show', value: 'published' } as const;

/** What the preview document is asked for: the draft's page and language, and the shop address to draw it at. */
export const draftPreviewQuerySchema = z.object({
  key: z.string().trim().min(1).max(300),
  locale: z.string().trim().min(1).max(20),
  path: z.string().trim().startsWith('/').max(2048),
});
export type DraftPreviewQuery = z.infer<typeof draftPreviewQuerySchema>;

/**
 * The attributes the server writes on the preview document's `<html>`: which page key it
 * previews, and whether that key's draft is drawn at its address at all (a template's draft is
 * not drawn on a page that has a body of its own, nor a page's draft in a language it has its own row in).
 */
export const DRAFT_PREVIEW_ATTRIBUTES = { key: 'data-draft-preview', drawn: 'data-draft-drawn' } as const;

/**
 * Where the frame asks for the page data of a body the server has not seen: a block naming a
 * data source (a category's products) draws from `data.sources`, which the server fills for
 * the saved draft only. Staff-only like the document, answered afresh and never kept.
 */
export const DRAFT_PREVIEW_DATA_PATH = `${DRAFT_PREVIEW_PATH}/data`;

/** The page data of `pageBody` drawn as the draft of `key` in `locale` at `path`. */
export const previewDataRequestSchema = draftPreviewQuerySchema.extend({ pageBody: z.unknown() });
export type PreviewDataRequest = z.infer<typeof previewDataRequestSchema>;

/** The answer's envelope data: the page's `data` (its data sources and the rest), the rest of the page left as the frame holds it. */
export const previewDataAnswerSchema = z.record(z.string(), z.unknown());

/** The frame listens: sent to the composer once the shop in the frame has started. */
export const previewReadySchema = z.object({
  type: z.literal('vitrine:preview-ready'),
  key: z.string(),
  /** False when the draft's key is not drawn at the framed address: edits would not show there. */
  drawn: z.boolean(),
});

/** The page body as the merchant has it now; each block is checked by the renderer in the frame. */
export const previewBodySchema = z.object({
  type: z.literal('vitrine:preview-body'),
  key: z.string(),
  pageBody: z.unknown(),
});

/**
 * The merchant clicked a block drawn in the frame: the block named by its id and its parents'
 * ids, outermost first (the ids the renderer writes on each block's slot), so a block is found
 * even where the page repeats an id on another level.
 */
export const previewSelectSchema = z.object({
  type: z.literal('vitrine:preview-select'),
  key: z.string(),
  ids: z.array(z.string().min(1).max(120)).min(1).max(PAGE_LIMITS.maxBlockDepth),
});

/**
 * The theme as the theme editor has it now, for the frame to draw the page with. The frame
 * resolves it as the server resolves a stored theme (each value checked by its CSS grammar, a
 * refused one left at its default), so no text from a message is ever written as CSS unchecked.
 */
export const previewThemeSchema = z.object({
  type: z.literal('vitrine:preview-theme'),
  theme: z.unknown(),
});

/**
 * The block the merchant has selected in the composer, for the frame to mark: named as a click
 * names it (its id and its parents' ids, outermost first), with the name the composer gives it
 * in the back office's language; null ids when no block is selected. Sent at each change and
 * again whenever the frame starts listening.
 */
export const previewMarkSchema = z.object({
  type: z.literal('vitrine:preview-mark'),
  key: z.string(),
  ids: z.array(z.string().min(1).max(120)).min(1).max(PAGE_LIMITS.maxBlockDepth).nullable(),
  label: z.string().max(200),
});

export const draftPreviewMessageSchema = z.discriminatedUnion('type', [
  previewReadySchema,
  previewBodySchema,
  previewSelectSchema,
  previewThemeSchema,
  previewMarkSchema,
]);
export type DraftPreviewMessage = z.infer<typeof draftPreviewMessageSchema>;

/** Where a page key's body is drawn in page data: the layout's regions for their keys, the page body for the rest. */
export type PreviewRegion = 'pageBody' | 'header' | 'footer';

export function previewRegionOf(key: string): PreviewRegion {
  if (key === 'layout:header') return 'header';
  if (key === 'layout:footer') return 'footer';
  return 'pageBody';
}
