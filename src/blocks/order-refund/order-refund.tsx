import { CountedTextarea } from '../../forms/counted-textarea';
import { PictureField, usePictureChoice } from '../../forms/picture-field';
import { useId, useRef, useState, type FormEvent } from 'react';
import { ERROR_TEXT } from '../../forms/field';
import { useReturnStrings } from '../../forms/return-strings';
import { useFormCall } from '../../forms/use-form-call';
import { CallForm, FormFooter } from '../../forms/form-parts';
import { formatDate } from '../../renderer/kit/format';
import { formatMoney } from '../../renderer/kit/money-format';
import { useNavigateTo } from '../../renderer/kit/navigation';
import { usePage } from '../../renderer/kit/page-context';
import { RETURN_TYPES, type ReturnType } from '../../schema/commerce/states';
import { RETURN_LIMITS, RETURN_PICTURE_ACCEPT } from '../../schema/web-api/return-limits';
import { pageData, readPageData, type PageDataProps } from '../../renderer/kit/read-page-data';
import { useTimeZone } from '../../renderer/kit/time-zone';
import type { ReturnableLine } from '../../schema/web-api/returns';
import type { OrderRefundBlockProps } from './schema';
import { PageSection } from '../../renderer/kit/page-section';

/**
 * The page data this block draws, read from the page and passed as props by the renderer: the
 * form's order, null without `?apply=`.
 */
const fromPage = {
  returnApply: pageData(() =>
    import('../../schema/web-api/returns').then((returns) => returns.userReturnKindDataSchema.shape.returnApply.optional()),
  ),
};
/** Read only beside an order to apply for, so not a prop. */
const returnLinks = pageData(() =>
  import('../../schema/web-api/returns').then((returns) => returns.userReturnKindDataSchema.shape.returnLinks),
);

/** The form's order with the links beside it, checked like all page data; null without `?apply=`. */
function applyOfPage(apply: PageDataProps<typeof fromPage>['returnApply'], data: Record<string, unknown>) {
  return apply ? { ...apply, links: readPageData(data, 'returnLinks', returnLinks) } : null;
}

const STEP_BUTTON = 'flex h-11 w-11 items-center justify-center rounded-theme border border-theme text-lg disabled:opacity-50';

/** One line with its stepper, bounded by the units the server says may still be returned. */
function LineStepper({ line, quantity, onChange }: { line: ReturnableLine; quantity: number; onChange: (next: number) => void }) {
  const { t } = useReturnStrings();
  const set = (next: number) => onChange(Math.min(line.returnable, Math.max(0, Number.isFinite(next) ? Math.trunc(next) : 0)));
  const lang = usePage().lang;
  return (
    <li className="flex flex-wrap items-center gap-3">
      {line.image ? <img src={line.image} alt="" width={48} height={60} loading="lazy" className="h-15 w-12 rounded object-cover" /> : null}
      <span className="min-w-40 flex-1">
        <span className="block text-text">{line.name}</span>
        {line.options ? <span className="block text-sm text-desc">{line.options}</span> : null}
        <span className="block text-sm text-desc">
          {formatMoney(line.unitPrice, lang)} · {t('return.returnable', { count: line.returnable, bought: line.bought })}
        </span>
      </span>
      <span className="flex items-center gap-1">
        <button
          type="button"
          className={STEP_BUTTON}
          aria-label={t('return.decrease', { name: line.name })}
          disabled={quantity <= 0}
          onClick={() => set(quantity - 1)}
        >
          −
        </button>
        <input
          type="number"
          inputMode="numeric"
          min={0}
          max={line.returnable}
          value={quantity}
          disabled={line.returnable === 0}
          aria-label={t('return.quantityOf', { name: line.name })}
          onChange={(event) => set(event.currentTarget.valueAsNumber)}
          className="h-11 w-16 rounded-theme border border-theme bg-background text-center text-text"
        />
        <button
          type="button"
          className={STEP_BUTTON}
          aria-label={t('return.increase', { name: line.name })}
          disabled={quantity >= line.returnable}
          onClick={() => set(quantity + 1)}
        >
          +
        </button>
      </span>
    </li>
  );
}

/**
 * The order refund block (spec): apply for a return on one order, choosing the type, the
 * items and how many of each (never more than the server says may still be returned), a
 * description ('Input has reached its limit' at its cap) and up to three pictures shown
 * before sending. The server decides everything else, the refund amount included; once
 * applied, the shopper lands on the new return's page.
 */
export default function OrderRefund({ heading, returnApply }: OrderRefundBlockProps & PageDataProps<typeof fromPage>) {
  const { t } = useReturnStrings();
  const { data, lang } = usePage();
  const timeZone = useTimeZone();
  const navigate = useNavigateTo();
  const apply = applyOfPage(returnApply, data);
  const formRef = useRef<HTMLFormElement>(null);
  const call = useFormCall(formRef);
  const headingId = useId();
  const descriptionId = useId();
  const picturesId = useId();
  const [type, setType] = useState<ReturnType>('return-refund');
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [description, setDescription] = useState('');
  const pictureChoice = usePictureChoice(RETURN_LIMITS.pictures);

  if (!apply) return null;
  const title = heading || t('return.applyTitle');
  const form = apply.form;
  const closed = form === null ? 'return.orderMissing' : form.closedReason;

  if (form === null || closed !== null) {
    return (
      <section aria-labelledby={headingId} className="container flex flex-col gap-3 py-6">
        <h1 id={headingId} className="text-heading font-title text-title">
          {title}
        </h1>
        <p role="alert" className="rounded-theme border border-theme px-4 py-3 text-text">
          {t(closed ?? 'return.orderMissing')}
        </p>
      </section>
    );
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const lines = form.lines.flatMap((line) =>
      (quantities[line.lineId] ?? 0) > 0 ? [{ lineId: line.lineId, quantity: quantities[line.lineId]! }] : [],
    );
    const answer = await call.submit(
      'return/apply',
      {
        orderNo: form.orderNo,
        type,
        lines: JSON.stringify(lines),
        description,
        pictures: pictureChoice.pictures.map((picture) => picture.file),
      },
      lines.length === 0 ? [{ path: 'lines', message: 'return.pickSomething' }] : [],
    );
    if (answer) navigate(`${apply.links.returns}/${answer.returnNo}`);
  };

  const linesError = call.errorOf('lines');
  return (
    <PageSection title={title} headingId={headingId}>
      <p className="text-desc">
        <a href={`${apply.links.orders}/${form.orderNo}`} className="text-text underline">
          {t('return.applyFor', { orderNo: form.orderNo })}
        </a>
        {form.openUntil ? <span className="block text-sm">{t('return.openUntil', { date: formatDate(form.openUntil, lang, { dateStyle: 'long', timeZone }) })}</span> : null}
      </p>
      <CallForm formRef={formRef} headingId={headingId} onSubmit={submit}>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 font-semibold text-title">{t('return.applyType')}</legend>
          {RETURN_TYPES.map((value) => (
            <label key={value} className="flex min-h-11 items-center gap-2">
              <input type="radio" name="type" value={value} checked={type === value} onChange={() => setType(value)} />
              {t(`return.types.${value}`)}
            </label>
          ))}
        </fieldset>

        <fieldset
          className="flex flex-col gap-3"
          aria-invalid={linesError ? true : undefined}
          aria-describedby={linesError ? `${headingId}-lines-error` : undefined}
        >
          <legend className="mb-2 font-semibold text-title">{t('return.chooseLines')}</legend>
          <ul role="list" className="flex flex-col gap-3">
            {form.lines.map((line) => (
              <LineStepper
                key={line.lineId}
                line={line}
                quantity={quantities[line.lineId] ?? 0}
                onChange={(next) => setQuantities({ ...quantities, [line.lineId]: next })}
              />
            ))}
          </ul>
          {linesError ? (
            <p id={`${headingId}-lines-error`} className={ERROR_TEXT}>
              {linesError}
            </p>
          ) : null}
        </fieldset>

        <CountedTextarea
          id={descriptionId}
          name="description"
          label={t('return.describe')}
          labelClassName="font-semibold text-title"
          rows={4}
          limit={RETURN_LIMITS.description}
          value={description}
          onChange={setDescription}
          counted={t('return.characters', { count: description.length, limit: RETURN_LIMITS.description })}
          limitReached={t('validation.lengthLimit')}
          error={call.errorOf('description')}
        />

        <PictureField
          id={picturesId}
          choice={pictureChoice}
          max={RETURN_LIMITS.pictures}
          accept={RETURN_PICTURE_ACCEPT}
          label={t('return.addPictures', { count: RETURN_LIMITS.pictures })}
          hint={t('return.picturesHint')}
          tooMany={t('return.tooManyPictures')}
          error={call.errorOf('pictures')}
        />

        <FormFooter call={call} label={t('return.submit')} fit />
      </CallForm>
    </PageSection>
  );
}
OrderRefund.pageData = fromPage;
