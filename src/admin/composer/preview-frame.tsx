import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { PAGE_CALLS } from '../../schema/admin-api/pages';
import { DRAFT_PREVIEW_PATH, DRAFT_PREVIEW_SHOW_PUBLISHED, previewReadySchema, previewSelectSchema, type DraftPreviewMessage } from '../../schema/draft-preview';
import { hrefIn, LANGUAGE_OWN_NAMES, URL_LANGUAGE_OF, type TranslatedLocale, type UrlLanguage } from '../../schema/languages';
import { ROUTE_KINDS } from '../../schema/route-kinds';
import { adminFor } from '../api';
import { SelectField, TextField } from '../fields';
import type { ComposedBody } from './page-body-edits';

/*
 * The composer's live preview: the shop's own page, drawn by the shop's renderer with the
 * shop's layout, theme and data, in a frame (the staff-only document of
 * server/admin/draft-preview-page.ts). Each edit is posted to the frame, which draws it at once
 * with no request to the server (../../schema/draft-preview.ts); the frame is loaded again only
 * when the width's page, the language or the address changes, or when the merchant asks.
 * A block clicked in the frame is named back (`onSelectBlock`), for the composer to open, and
 * the block selected in the composer is named to the frame (`selected`), which marks it.
 */

const admin = adminFor(PAGE_CALLS);

/** The widths a merchant checks a page at, in CSS pixels: a phone, a tablet, a desktop. */
export const PREVIEW_WIDTHS = { phone: 390, tablet: 768, desktop: 1280 } as const;
type PreviewWidth = keyof typeof PREVIEW_WIDTHS;
const WIDTH_NAMES = Object.keys(PREVIEW_WIDTHS) as PreviewWidth[];

type Choices = { width: PreviewWidth; language: UrlLanguage; address: string; shown: boolean };

/** The merchant's choices for each page while the back office is open: opening the page again keeps them. */
const remembered = new Map<string, Choices>();

/**
 * Where a key's draft is drawn, after the language prefix: a page at its own address, a
 * template at its kind's fixed address if it has one, the layout (and a template whose pages
 * each need a product or an order) on the home page until the merchant names another.
 */
export function previewAddressOf(key: string): string {
  if (key === 'home') return '';
  if (key.startsWith('layout:')) return '';
  if (!key.startsWith('template:')) return key;
  const kind = key.slice('template:'.length);
  const entry: { paths: readonly string[]; under?: string } | undefined = Object.hasOwn(ROUTE_KINDS, kind) ? ROUTE_KINDS[kind as keyof typeof ROUTE_KINDS] : undefined;
  const fixed = entry && !entry.under ? entry.paths.find((path) => !/[:{*]/.test(path)) : undefined;
  return fixed ?? '';
}

export function previewSource(key: string, locale: TranslatedLocale, language: UrlLanguage, address: string, publishedOnly = false): string {
  const query = new URLSearchParams({ key, locale, path: hrefIn(language, address.replace(/^\/+|\/+$/g, '')) });
  if (publishedOnly) query.set(DRAFT_PREVIEW_SHOW_PUBLISHED.name, DRAFT_PREVIEW_SHOW_PUBLISHED.value);
  return `${DRAFT_PREVIEW_PATH}?${query.toString()}`;
}

/** How far the frame is scaled down to fit the panel: never up. */
function useFitScale(frameWidth: number) {
  const viewport = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ width: frameWidth, height: 600 });
  useLayoutEffect(() => {
    const element = viewport.current;
    if (!element) return;
    const measure = () => setSize({ width: element.clientWidth || frameWidth, height: element.clientHeight || 600 });
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [frameWidth]);
  const scale = Math.min(1, size.width / frameWidth);
  return { viewport, scale, frameHeight: Math.round(size.height / scale) };
}

/** A selected block, for the frame to mark: its id and its parents' ids, outermost first, and its name in the back office's language. */
export type PreviewSelection = { ids: readonly string[]; label: string };

type PreviewFrameProps = {
  pageKey: string;
  locale: TranslatedLocale;
  /** The composer's body; left out by the theme editor, whose frame shows the published page. */
  body?: ComposedBody;
  /** The merchant clicked a block in the frame: its id and its parents' ids, outermost first. */
  onSelectBlock?: (ids: readonly string[]) => void;
  /** The block selected in the composer, named as `onSelectBlock` names one, with the name the tree gives it: the frame marks it. */
  selected?: PreviewSelection | null;
  /** The theme editor's theme, as it would publish it: the frame draws the published page with it. */
  theme?: unknown;
  /** The frame's accessible name, when it is not the draft of `pageKey`. */
  frameTitle?: string;
  /** The page already gives the preview a heading (and a region): the frame then draws neither, so one thing has one heading. */
  underPageHeading?: boolean;
};

export function PreviewFrame({ pageKey, locale, body, onSelectBlock, selected = null, theme, frameTitle, underPageHeading = false }: PreviewFrameProps) {
  const { t } = useTranslation();
  const id = useId();
  const themeOnly = theme !== undefined;
  const memory = `${themeOnly ? 'theme|' : ''}${pageKey}|${locale}`;
  const [choices, setChoices] = useState<Choices>(
    () => remembered.get(memory) ?? { width: 'desktop', language: URL_LANGUAGE_OF[locale], address: previewAddressOf(pageKey), shown: true },
  );
  const [typedAddress, setTypedAddress] = useState(choices.address);
  const [reloads, setReloads] = useState(0);
  // What the frame said when it started listening; null until then (and after each reload).
  const [ready, setReady] = useState<{ drawn: boolean } | null>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const latestBody = useRef(body);
  latestBody.current = body;
  const latestOnSelect = useRef(onSelectBlock);
  latestOnSelect.current = onSelectBlock;
  const siteConfig = useSWR('site-config/get', async () => (await admin.call('site-config/get', {})).data, { revalidateOnFocus: false });
  const languages: readonly UrlLanguage[] = siteConfig.data?.siteConfig.languages ?? [choices.language];

  const choose = (next: Partial<Choices>) => {
    setChoices((current) => {
      const chosen = { ...current, ...next };
      remembered.set(memory, chosen);
      return chosen;
    });
  };
  const frameWidth = PREVIEW_WIDTHS[choices.width];
  const { viewport, scale, frameHeight } = useFitScale(frameWidth);
  const source = previewSource(pageKey, locale, choices.language, choices.address, themeOnly);

  /** The body as it is now, to the frame: only to our own frame, on our own origin. */
  const post = (pageBody: ComposedBody | undefined) => {
    if (pageBody === undefined) return;
    const message: DraftPreviewMessage = { type: 'vitrine:preview-body', key: pageKey, pageBody };
    frame.current?.contentWindow?.postMessage(message, window.location.origin);
  };

  /** The selected block, to the frame, which marks it (none for null). */
  const postSelection = (selection: PreviewSelection | null) => {
    const message: DraftPreviewMessage = { type: 'vitrine:preview-mark', key: pageKey, ids: selection ? [...selection.ids] : null, label: selection?.label ?? '' };
    frame.current?.contentWindow?.postMessage(message, window.location.origin);
  };

  /** The theme editor's theme, to the frame, which resolves each value as the server does. */
  const postTheme = (config: unknown) => {
    if (config === undefined) return;
    const message: DraftPreviewMessage = { type: 'vitrine:preview-theme', theme: config };
    frame.current?.contentWindow?.postMessage(message, window.location.origin);
  };

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || !frame.current || event.source !== frame.current.contentWindow) return;
      const picked = previewSelectSchema.safeParse(event.data);
      if (picked.success) {
        if (picked.data.key === pageKey) latestOnSelect.current?.(picked.data.ids);
        return;
      }
      const said = previewReadySchema.safeParse(event.data);
      if (!said.success || said.data.key !== pageKey) return;
      setReady({ drawn: said.data.drawn });
      // The frame drew the saved draft; the merchant's edits since then go at once.
      if (said.data.drawn) post(latestBody.current);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
    // `post` reads the frame through its ref: a new one each render must not add a listener.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pageKey]);

  // Posted as the edit is committed, not after the back office has painted: the frame starts drawing a frame sooner.
  useLayoutEffect(() => {
    if (ready?.drawn) post(body);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [body, ready]);

  // The selection, to each frame that draws the draft once it listens, and again at each change (after the body it names).
  // A frame that has marked nothing is not told that nothing is selected.
  const markedIn = useRef<typeof ready>(null);
  const selectedIds = selected?.ids.join('\u0000') ?? null;
  useLayoutEffect(() => {
    if (!ready?.drawn || (selected === null && markedIn.current !== ready)) return;
    postSelection(selected);
    markedIn.current = selected === null ? null : ready;
    // A new object naming the same block with the same name is the same selection.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [selectedIds, selected?.label, ready]);

  // The theme editor's theme, to each frame once it listens and again at each change.
  useLayoutEffect(() => {
    if (ready) postTheme(theme);
  }, [theme, ready]);

  // A new document in the frame listens afresh.
  useEffect(() => setReady(null), [source, reloads, choices.shown]);

  const applyAddress = (event: FormEvent) => {
    event.preventDefault();
    choose({ address: typedAddress.trim().replace(/^\/+|\/+$/g, '') });
  };

  const languageName = LANGUAGE_OWN_NAMES[choices.language];
  // Under the page's own heading the page's section is the region; a second one of the same name would only repeat it.
  const Frame = underPageHeading ? 'div' : 'section';
  return (
    <Frame className="draft-preview" aria-labelledby={underPageHeading ? undefined : `${id}-title`}>
      <div className="draft-preview-head">
        {!underPageHeading && <h3 id={`${id}-title`}>{t('pages.preview.title')}</h3>}
        <button type="button" aria-expanded={choices.shown} aria-controls={`${id}-panel`} onClick={() => choose({ shown: !choices.shown })}>
          {choices.shown ? t('pages.preview.hide') : t('pages.preview.show')}
        </button>
      </div>
      <div id={`${id}-panel`} hidden={!choices.shown}>
        <p className="draft-preview-notice">{t('pages.preview.notice')}</p>
        <div className="draft-preview-controls">
          <fieldset>
            <legend>{t('pages.preview.width')}</legend>
            {WIDTH_NAMES.map((name) => (
              <div className="field check" key={name}>
                <input
                  type="radio"
                  id={`${id}-width-${name}`}
                  name={`${id}-width`}
                  value={name}
                  checked={choices.width === name}
                  onChange={() => choose({ width: name })}
                />
                <label htmlFor={`${id}-width-${name}`}>{t(`pages.preview.${name}`, { width: PREVIEW_WIDTHS[name] })}</label>
              </div>
            ))}
          </fieldset>
          <SelectField
            label={t('pages.preview.language')}
            value={choices.language}
            onChange={(event) => choose({ language: languages.find((one) => one === event.target.value) ?? choices.language })}
          >
            {languages.map((one) => (
              <option key={one} value={one} lang={one}>
                {LANGUAGE_OWN_NAMES[one]}
              </option>
            ))}
          </SelectField>
          <form className="draft-preview-address" onSubmit={applyAddress}>
            <TextField
              label={t('pages.preview.address')}
              hint={t('pages.preview.addressHint')}
              value={typedAddress}
              autoCapitalize="none"
              spellCheck={false}
              onChange={(event) => setTypedAddress(event.target.value)}
            />
            <button type="submit">{t('pages.preview.go')}</button>
          </form>
          <button type="button" onClick={() => setReloads((count) => count + 1)}>
            {t('pages.preview.reload')}
          </button>
        </div>
        <p className="draft-preview-scale" aria-live="polite">
          {t('pages.preview.scale', { width: frameWidth, percent: Math.round(scale * 100) })}
        </p>
        {ready && !ready.drawn && !themeOnly && (
          <p className="field-problem" role="status">
            {t('pages.preview.notDrawn')}
          </p>
        )}
        <div className="draft-preview-viewport" ref={viewport}>
          {choices.shown && (
            <iframe
              key={reloads}
              ref={frame}
              src={source}
              title={frameTitle ?? t('pages.preview.frameTitle', { page: pageKey, language: languageName })}
              style={{ width: `${frameWidth}px`, height: `${frameHeight}px`, transform: `scale(${scale})` }}
            />
          )}
        </div>
      </div>
    </Frame>
  );
}
