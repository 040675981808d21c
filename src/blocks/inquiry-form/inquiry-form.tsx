import { CountedTextarea } from '../../forms/counted-textarea';
import { PictureField, usePictureChoice } from '../../forms/picture-field';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { FieldProblem } from '../../api/client';
import { AccountField } from '../../forms/account-field';
import { useAccountFieldStrings } from '../../forms/account-field-strings';
import { CALLING_CODES } from '../../forms/calling-codes';
import { ERROR_TEXT, Field } from '../../forms/field';
import { useInquiryStrings } from '../../forms/inquiry-strings';
import { formText, useFormCall } from '../../forms/use-form-call';
import { CallForm, FormFooter, SliderField } from '../../forms/form-parts';
import { useNavigateTo } from '../../renderer/kit/navigation';
import { usePage } from '../../renderer/kit/page-context';
import { pageData, type PageDataProps } from '../../renderer/kit/read-page-data';
import { INQUIRY_LIMITS, INQUIRY_PICTURE_ACCEPT } from '../../schema/web-api/inquiry-limits';
import type { InquiryFormBlockProps } from './schema';
import { PageSection } from '../../renderer/kit/page-section';

/** The page data this block draws, read from the page and passed as props by the renderer. */
const fromPage = {
  inquiryForm: pageData(() => import('../../schema/web-api/inquiry').then((inquiry) => inquiry.inquiryFormSchema)),
};

type Contact = { account: string; countryCode: string | undefined };

/** The signed-in shopper's own address as the contact field takes it: an email, or a mobile number beside its calling code. */
async function contactOfShopper(): Promise<Contact | null> {
  // Only a signed-in shopper's form reads the session store: a guest's first page never loads it.
  const { session } = await import('../../state/session');
  const info = session.userInfo;
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
  const email = text(info?.email);
  if (email) return { account: email, countryCode: undefined };
  const mobile = text(info?.mobile);
  if (!mobile) return null;
  const calling = [...CALLING_CODES].sort((a, b) => b.code.length - a.code.length).find(({ code }) => mobile.startsWith(code));
  return calling ? { account: mobile.slice(calling.code.length), countryCode: calling.code } : { account: mobile, countryCode: undefined };
}

/**
 * A quote request about the page's product or content page (quantity, message, contact, up
 * to five pictures), or feedback (the same without a quantity). A guest passes the slider
 * check; a signed-in shopper finds their own address filled in. Everything typed is sent and
 * shown back as text, never as markup. On success the shopper lands on the thank-you page.
 */
export default function InquiryForm({ heading, inquiryForm: inquiry }: InquiryFormBlockProps & PageDataProps<typeof fromPage>) {
  const { t } = useInquiryStrings();
  // The contact field is the accounts' own, labelled from their table.
  useAccountFieldStrings();
  const { lang, shopper } = usePage();
  const navigate = useNavigateTo();
  const formRef = useRef<HTMLFormElement>(null);
  const call = useFormCall(formRef);
  const headingId = useId();
  const messageId = useId();
  const picturesId = useId();
  const [message, setMessage] = useState('');
  const pictureChoice = usePictureChoice(INQUIRY_LIMITS.pictures);
  const [humanCheck, setHumanCheck] = useState<string | null>(null);
  const [checkRound, setCheckRound] = useState(0);
  // Stored in this browser only: read after hydration so the server's HTML and the first render agree.
  const [contact, setContact] = useState<Contact | null>(null);
  const signedIn = Boolean(shopper);
  useEffect(() => {
    let current = true;
    if (signedIn) void contactOfShopper().then((found) => current && setContact(found));
    else setContact(null);
    return () => {
      current = false;
    };
  }, [signedIn]);

  if (!inquiry) return null;
  const quote = inquiry.kind === 'quote';
  const title = heading || t(quote ? 'inquiry.quoteTitle' : 'inquiry.feedbackTitle');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    const unready: FieldProblem[] = !signedIn && humanCheck === null ? [{ path: 'humanCheck', message: 'validation.sliderPrompt' }] : [];
    const body = {
      kind: inquiry.kind,
      subject: inquiry.subjectSlug,
      ...(quote ? { quantity: formText(element, 'quantity') } : {}),
      message,
      account: formText(element, 'account'),
      countryCode: formText(element, 'countryCode'),
      ...(signedIn ? {} : { humanCheck: humanCheck ?? '' }),
      lang,
      pictures: pictureChoice.pictures.map((picture) => picture.file),
    };
    let sent = false;
    const answer = await call.submit('inquiry/send', body, unready, () => (sent = true));
    if (answer) {
      navigate(answer.thankYouHref);
      return;
    }
    // A check the server has seen is spent: another try needs another slide.
    if (sent && !signedIn) {
      setHumanCheck(null);
      setCheckRound((round) => round + 1);
    }
  };

  const picturesError = call.errorOf('pictures');
  return (
    <PageSection title={title} headingId={headingId}>
      {inquiry.subject ? (
        <p className="text-text">
          <span className="text-desc">{t('inquiry.about')}: </span>
          <a href={inquiry.subject.href} className="underline">
            {inquiry.subject.title}
          </a>
        </p>
      ) : null}
      <p className="text-desc">{t(quote ? 'inquiry.intro.quote' : 'inquiry.intro.feedback')}</p>
      <CallForm formRef={formRef} headingId={headingId} onSubmit={submit}>
        {quote ? (
          <Field
            label={t('inquiry.quantity')}
            name="quantity"
            type="number"
            inputMode="numeric"
            min={1}
            max={INQUIRY_LIMITS.quantity}
            step={1}
            required
            className="flex max-w-48 flex-col gap-1"
            error={call.errorOf('quantity')}
          />
        ) : null}

        <CountedTextarea
          id={messageId}
          name="message"
          label={t('inquiry.message')}
          labelClassName="text-sm font-medium"
          rows={6}
          required
          limit={INQUIRY_LIMITS.message}
          value={message}
          onChange={setMessage}
          counted={t('inquiry.characters', { count: message.length, limit: INQUIRY_LIMITS.message })}
          limitReached={t('validation.lengthLimit')}
          error={call.errorOf('message')}
        />

        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 font-semibold text-title">{t('inquiry.contact')}</legend>
          <p className="text-sm text-desc">{t(signedIn ? 'inquiry.signedInHint' : 'inquiry.contactHint')}</p>
          <AccountField
            key={contact ? `${contact.countryCode ?? ''}${contact.account}` : 'typed'}
            lang={lang}
            defaultAccount={contact?.account ?? ''}
            defaultCountryCode={contact?.countryCode}
            accountError={call.errorOf('account')}
            countryCodeError={call.errorOf('countryCode')}
          />
        </fieldset>

        <PictureField
          id={picturesId}
          choice={pictureChoice}
          max={INQUIRY_LIMITS.pictures}
          accept={INQUIRY_PICTURE_ACCEPT}
          label={t('inquiry.pictures', { count: INQUIRY_LIMITS.pictures })}
          hint={t('inquiry.picturesHint')}
          tooMany={t('inquiry.tooManyPictures')}
          error={picturesError}
        />

        {signedIn ? null : <SliderField key={checkRound} call={call} onChange={setHumanCheck} />}
        {call.errorOf('subject') ? <p className={ERROR_TEXT}>{call.errorOf('subject')}</p> : null}
        <FormFooter call={call} label={t(quote ? 'inquiry.submitQuote' : 'inquiry.submitFeedback')} fit />
      </CallForm>
    </PageSection>
  );
}
InquiryForm.pageData = fromPage;
