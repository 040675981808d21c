import { z } from 'zod';

/*
 * The composer's live preview: the back office frames a staff-only document of the shop
 * (GET /admin/preview) and the two talk by window.postMessage, within the shop's own origin
 * only. The frame says when it listens; the composer then sends the page body as the merchant
 * edits it, and the frame draws it with the shop's renderer, no server round trip per key.
 */

/** The staff-only address of the preview document. */
export const DRAFT_PREVIEW_PATH = '/admin/preview';

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

export const draftPreviewMessageSchema = z.discriminatedUnion('type', [previewReadySchema, previewBodySchema]);
export type DraftPreviewMessage = z.infer<typeof draftPreviewMessageSchema>;

/** Where a page key's body is drawn in page data: the layout's regions for their keys, the page body for the rest. */
export type PreviewRegion = 'pageBody' | 'header' | 'footer';

export function previewRegionOf(key: string): PreviewRegion {
  if (key === 'layout:header') return 'header';
  if (key === 'layout:footer') return 'footer';
  return 'pageBody';
}
