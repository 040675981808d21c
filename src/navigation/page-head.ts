import type { Meta } from '../schema/meta';
import { escapeHtml, jsonForScript } from '../renderer/core/escape-html';

/** Marks the head elements a page owns, so the next page can replace exactly those. */
export const PAGE_HEAD_ATTRIBUTE = 'data-vitrine-head';

export type HeadElement =
  | { kind: 'meta'; attributes: Record<string, string> }
  | { kind: 'link'; attributes: Record<string, string> }
  | { kind: 'json-ld'; json: Record<string, unknown> };

export type PageHead = { title: string; elements: HeadElement[] };

/** The head of a page: title, description, canonical, robots, Open Graph, hreflang, JSON-LD. */
export function pageHead(meta: Meta, { siteName }: { siteName: string }): PageHead {
  const elements: HeadElement[] = [];
  const metaName = (name: string, content: string | undefined) => {
    if (content) elements.push({ kind: 'meta', attributes: { name, content } });
  };
  const metaProperty = (property: string, content: string | undefined) => {
    if (content) elements.push({ kind: 'meta', attributes: { property, content } });
  };

  metaName('description', meta.description);
  metaName('robots', meta.robots);
  if (meta.canonical) elements.push({ kind: 'link', attributes: { rel: 'canonical', href: meta.canonical } });
  for (const alternate of meta.alternates) {
    elements.push({ kind: 'link', attributes: { rel: 'alternate', hreflang: alternate.hreflang, href: alternate.href } });
  }
  const og = meta.openGraph;
  metaProperty('og:title', og?.title ?? (meta.title || undefined));
  metaProperty('og:description', og?.description ?? (meta.description || undefined));
  metaProperty('og:type', og?.type ?? 'website');
  metaProperty('og:url', og?.url ?? meta.canonical);
  metaProperty('og:image', og?.image);
  metaProperty('og:site_name', og?.siteName ?? siteName);
  for (const json of meta.jsonLd) elements.push({ kind: 'json-ld', json });

  return { title: meta.title || siteName, elements };
}

function attributesHtml(attributes: Record<string, string>): string {
  return Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');
}

/** The head as HTML for the server-rendered document; every value escaped. */
export function renderPageHead(head: PageHead): string {
  const parts = [`<title>${escapeHtml(head.title)}</title>`];
  for (const element of head.elements) {
    if (element.kind === 'json-ld') {
      parts.push(`<script type="application/ld+json" ${PAGE_HEAD_ATTRIBUTE}="">${jsonForScript(element.json)}</script>`);
    } else {
      parts.push(`<${element.kind}${attributesHtml(element.attributes)} ${PAGE_HEAD_ATTRIBUTE}="">`);
    }
  }
  return parts.join('\n');
}

/** Replaces the previous page's head elements with this page's, after an in-app navigation. */
export function applyPageHead(doc: Document, head: PageHead): void {
  if (doc.title !== head.title) doc.title = head.title;
  for (const old of doc.head.querySelectorAll(`[${PAGE_HEAD_ATTRIBUTE}]`)) old.remove();
  const fragment = doc.createDocumentFragment();
  for (const element of head.elements) {
    if (element.kind === 'json-ld') {
      const script = doc.createElement('script');
      script.type = 'application/ld+json';
      // textContent is never parsed as HTML, so only JSON validity matters here.
      script.textContent = JSON.stringify(element.json);
      script.setAttribute(PAGE_HEAD_ATTRIBUTE, '');
      fragment.append(script);
    } else {
      const node = doc.createElement(element.kind);
      for (const [name, value] of Object.entries(element.attributes)) node.setAttribute(name, value);
      node.setAttribute(PAGE_HEAD_ATTRIBUTE, '');
      fragment.append(node);
    }
  }
  doc.head.append(fragment);
}
