import { langPath } from '../../src/schema/languages';
import { INQUIRY_NO } from '../../src/schema/web-api/inquiry-limits';
import type { KindResolver } from '../pages/entities';
import { findInquirySubject, inquiryReceiptOf, linkedSubject, listShopperInquiries } from './inquiries';

/*
 * The inquiry pages. `inquiry/{slug}` asks for a quote about the product or content page of
 * that slug (an unknown slug is not found); a custom category of type inquiry without a slug
 * asks about nothing in particular. `inquiry/feedback` is the same form without a quantity.
 * Both are the same for everyone: the form fills in a signed-in shopper's contact itself.
 * `inquiry/thankyou?no=` confirms one by number, saying nothing of what it holds;
 * `user/inquiry` lists the signed-in shopper's own, with the shop's answers; `?no=` naming
 * one that is not theirs is not found, exactly like one that does not exist.
 */

const resolveQuote: KindResolver<'inquiry'> = async (match, _locale, db, context) => {
  const slug = match.params.slug;
  if (slug === undefined) return { data: { inquiryForm: { kind: 'quote', subjectSlug: '', subject: null } }, meta: {} };
  const found = await findInquirySubject(db, slug, match.lang);
  if (!found) return null;
  const subject = linkedSubject(found, context.siteConfig.rules, match.lang);
  return { data: { inquiryForm: { kind: 'quote', subjectSlug: slug, subject } }, meta: { title: subject.title } };
};

const resolveFeedback: KindResolver<'inquiry-feedback'> = async () => ({
  data: { inquiryForm: { kind: 'feedback', subjectSlug: '', subject: null } },
  meta: {},
});

const resolveThankYou: KindResolver<'inquiry-thankyou'> = async (match, _locale, db, context) => {
  const number = context.url.searchParams.get('no') ?? '';
  const inquiryReceipt = INQUIRY_NO.test(number) ? await inquiryReceiptOf(db, number) : null;
  const prefix = context.siteConfig.userPrefix.replace(/^\/|\/$/g, '');
  const home = langPath(match.lang) || '/';
  // A signed-in shopper's own inquiry opens there, where its answer will appear.
  const inquiries = `${langPath(match.lang)}/${prefix}/inquiry${inquiryReceipt ? `?no=${inquiryReceipt.inquiryNo}` : ''}`;
  return { data: { inquiryReceipt, inquiryLinks: { home, inquiries } }, meta: {} };
};

function pageOf(url: URL): number {
  const value = Number(url.searchParams.get('page'));
  return Number.isSafeInteger(value) && value >= 1 && value <= 1000 ? value : 1;
}

const resolveUserInquiries: KindResolver<'user-inquiry'> = async (match, _locale, db, context) => {
  if (!context.shopper) return null;
  const open = context.url.searchParams.get('no');
  if (open !== null && !INQUIRY_NO.test(open)) return null;
  const inquiryList = await listShopperInquiries(db, context.shopper.id, {
    page: pageOf(context.url),
    lang: match.lang,
    rules: context.siteConfig.rules,
    open,
    feedbackHref: `${langPath(match.lang)}/inquiry/feedback`,
  });
  return inquiryList ? { data: { inquiryList }, meta: {} } : null;
};

export const inquiryPageResolvers = {
  inquiry: resolveQuote,
  'inquiry-feedback': resolveFeedback,
  'inquiry-thankyou': resolveThankYou,
  'user-inquiry': resolveUserInquiries,
};
