import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { ArticleDocument } from '../schema/admin-api/articles';
import { formatPath } from '../schema/json-path';
import { articleFieldIdOf, draftOf, instantOf, localTimeOf, newArticleDraft, writeOf, writeOfDocument } from './article-draft';
import { articleFieldLabels } from './article-form';
import { textLocaleOf } from './product-draft';
import { productFields } from './product-form';
import { BACK_OFFICE_WORDS } from './words';

const WORDS = { slug: 'slug', date: 'date' };
// The back office's English words as its i18next reads them (its own setup also marks the page's language, which needs a document).
const i18n = createInstance();
void i18n.init({
  lng: 'en',
  resources: { en: { translation: BACK_OFFICE_WORDS.en } },
  interpolation: { escapeValue: false },
  keySeparator: false,
  initAsync: false,
});
const t = i18n.t;

const LINEN_CARE: ArticleDocument = {
  slug: 'linen-care',
  status: 'published',
  author: 'Mei Chan',
  // Seconds and milliseconds the form's minute-long control cannot show.
  publishedAt: '2026-03-01T09:30:15.250Z',
  translations: {
    en: {
      title: 'Caring for linen',
      summary: 'Wash cool, dry flat.',
      bodyHtml: '<p>Linen softens with every wash.</p>',
      seoTitle: 'How to care for linen',
      seoDescription: '',
    },
    'zh-HK': { title: '亞麻護理', summary: '', bodyHtml: '<p>越洗越柔軟。</p>', seoTitle: '', seoDescription: '' },
  },
  art: { kinds: ['tee', 'scarf', 'mug'], colors: ['#8A9A5B', '#e0d3c0'], accent: '#c9a36a', backdrop: 'sage' },
  comments: 4,
  version: 'v1',
};

describe('an article between its document, the form and the write', () => {
  it('sends a stored article back exactly as read when nothing was changed, its date to the millisecond', () => {
    const { body, problems } = writeOf(draftOf(LINEN_CARE), WORDS, LINEN_CARE);
    expect(problems).toEqual({});
    expect(body).toEqual(writeOfDocument(LINEN_CARE));
    expect(body.publishedAt).toBe('2026-03-01T09:30:15.250Z');
    // A language with nothing written is left out, so it shows the English rather than blanks.
    expect(Object.keys(body.translations)).toEqual(['en', 'zh-HK']);
  });

  it('shows the date on the browser’s clock and sends a changed one as that instant', () => {
    const draft = draftOf(LINEN_CARE);
    expect(draft.publishedAt).toBe(localTimeOf(LINEN_CARE.publishedAt));
    expect(new Date(instantOf(draft.publishedAt)!).getTime()).toBe(new Date('2026-03-01T09:30:00Z').getTime());

    const moved = writeOf({ ...draft, publishedAt: '2026-04-02T08:15' }, WORDS, LINEN_CARE);
    expect(moved.body.publishedAt).toBe(new Date(2026, 3, 2, 8, 15).toISOString());
  });

  it('names what it cannot send at the field, and leaves the rest for the shop to judge', () => {
    const draft = { ...draftOf(LINEN_CARE), slug: 'Linen Care', publishedAt: '2026-13-45T99:99' };
    expect(writeOf(draft, WORDS, LINEN_CARE).problems).toEqual({ slug: 'slug', publishedAt: 'date' });
    const untitled = {
      ...draftOf(LINEN_CARE),
      translations: { ...draftOf(LINEN_CARE).translations, en: { ...draftOf(LINEN_CARE).translations.en, title: '' } },
    };
    expect(writeOf(untitled, WORDS, LINEN_CARE).problems).toEqual({});
  });

  it('starts a new article as a draft with the shop’s first drawing, dated by the shop when saved', () => {
    const draft = { ...newArticleDraft(), slug: 'spring-notes', author: 'Ana', translations: { ...newArticleDraft().translations } };
    draft.translations.en = { ...draft.translations.en, title: 'Spring notes' };
    const { body, problems } = writeOf(draft, WORDS);
    expect(problems).toEqual({});
    expect(body).toEqual({
      slug: 'spring-notes',
      status: 'draft',
      author: 'Ana',
      translations: { en: { title: 'Spring notes', summary: '', bodyHtml: '', seoTitle: '', seoDescription: '' } },
      art: { kinds: ['notebook', 'pen'], colors: ['#8a6f4e', '#2f3b4c'], accent: '#c9a36a', backdrop: 'linen' },
    });
    expect('publishedAt' in body).toBe(false);
  });
});

describe('where the shop’s problems land in the article form', () => {
  const fieldsFor = (problems: Record<string, string>) =>
    productFields(articleFieldLabels(draftOf(LINEN_CARE), t), problems, articleFieldIdOf);

  it('puts a problem in the Traditional Chinese texts at its field, counted on that language’s tab', () => {
    const path = formatPath(['translations', 'zh-HK', 'title']);
    expect(path).toBe('translations["zh-HK"].title');
    const fields = fieldsFor({ [path]: 'Too small: expected string to have >=1 characters' });
    const field = fields.fieldOf(path)!;
    expect(field).toEqual({ id: 'article-translations-zh-HK-title', label: 'Title (繁體中文)' });
    expect(fields.at('translations.zh-HK.title').problem).toMatch(/Too small/);
    expect(fields.at('translations.en.title').problem).toBeUndefined();
    expect(fields.problemsIn('zh-HK')).toBe(1);
    expect(fields.problemsIn('en')).toBe(0);
    expect(textLocaleOf(fields.keys.find((key) => articleFieldIdOf(key) === field.id)!)).toBe('zh-HK');
  });

  it('puts a thing the shop cannot draw at its select, and a problem about the whole drawing at its group', () => {
    const fields = fieldsFor({ 'art.kinds[1]': 'The shop draws no "kite"', 'art.colors': 'Too big', 'art.kinds[7]': 'gone' });
    expect(fields.fieldOf('art.kinds[1]')).toEqual({ id: 'article-art-kinds-1', label: 'Thing 2' });
    expect(fields.at('art.kinds[1]').problem).toBe('The shop draws no "kite"');
    expect(fields.fieldOf('art.colors')).toEqual({ id: 'article-art-colors', label: 'Colours' });
    // A row the form no longer shows is not another row's problem: it is said in the summary alone.
    expect(fields.fieldOf('art.kinds[7]')).toBeUndefined();
  });
});
