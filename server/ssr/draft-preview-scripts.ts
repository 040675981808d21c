/*
 * The composer's preview script comes from the back office's build (draft-preview.html, see
 * vite.admin.config.ts), which writes its hashed file names into that page. The server takes
 * the script and its module preloads from there and writes them into the preview document
 * alone (server/admin/draft-preview-page.ts); no shop page names them.
 */

/** The module scripts and module preloads of a built page, in their order. */
export function moduleTagsOf(html: string): string {
  const tags = html.match(/<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g) ?? [];
  return tags.join('');
}

/** In development Vite serves the source itself. */
export const DEVELOPMENT_PREVIEW_SCRIPT = '<script type="module" src="/src/boot/draft-preview-start.ts"></script>';
