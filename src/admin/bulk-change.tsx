import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_CALLS, PRODUCT_STATUSES, type BulkOutcome, type ListedProduct, type ProductBulk, type ProductStatus } from '../schema/admin-api/products';
import { fractionDigits } from '../schema/commerce/money';
import { adminFor, problemsByField } from './api';
import { FormStatus, SelectField, TableFrame, TextField, useOutcome, useRefusal } from './fields';
import { formatMoney } from './format';

/*
 * One change to the products chosen in the list: a price (set, by a percent, or by an amount),
 * units (counted, or added and taken) or a status. The shop answers first what the change
 * would do to every variant (a dry run of the very write), the member reads it, and only then
 * makes it; a change to the form after the preview asks for a new one.
 */

const admin = adminFor(PRODUCT_CALLS);

type What = 'price' | 'stock' | 'status';
const PRICE_HOWS = ['percent', 'set', 'add'] as const;
const STOCK_HOWS = ['add', 'set'] as const;

export function BulkChange({ products, onChanged }: { products: readonly ListedProduct[]; onChanged: () => void }) {
  const { t, i18n } = useTranslation();
  const outcome = useOutcome();
  const refusal = useRefusal();
  const [what, setWhat] = useState<What>('price');
  const [how, setHow] = useState<string>('percent');
  const [amount, setAmount] = useState('');
  const [status, setStatus] = useState<ProductStatus>('archived');
  const [preview, setPreview] = useState<BulkOutcome[] | null>(null);
  const [ownProblem, setOwnProblem] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const currencies = new Set(products.map((product) => product.currency));
  const currency = products[0]?.currency ?? 'USD';
  const forget = () => {
    setPreview(null);
    outcome.clear();
    outcome.name({});
    setOwnProblem(undefined);
  };

  /** The change as the contract takes it, or the problem of the amount as the member wrote it. */
  function change(): { ok: true; bulk: ProductBulk } | { ok: false; problem: string } {
    const slugs = products.map((product) => product.slug);
    if (what === 'status') return { ok: true, bulk: { slugs, status } };
    const number = Number(amount);
    if (amount.trim() === '' || !Number.isFinite(number)) return { ok: false, problem: t('bulk.amountMissing') };
    if (what === 'stock') {
      if (!Number.isInteger(number)) return { ok: false, problem: t('bulk.wholeUnits') };
      return { ok: true, bulk: { slugs, stock: { kind: how === 'set' ? 'set' : 'add', units: number } } };
    }
    if (how === 'percent') return { ok: true, bulk: { slugs, price: { kind: 'percent', percent: number } } };
    // An amount of money is in the currency's major units; the shop counts minor ones.
    if (currencies.size > 1) return { ok: false, problem: t('bulk.currencies') };
    const cents = Math.round(number * 10 ** fractionDigits(currency));
    return { ok: true, bulk: { slugs, price: how === 'set' ? { kind: 'set', cents } : { kind: 'add', cents } } };
  }

  async function send(dryRun: boolean) {
    outcome.clear();
    const made = change();
    if (!made.ok) {
      setOwnProblem(made.problem);
      return;
    }
    setOwnProblem(undefined);
    setBusy(true);
    try {
      const answer = (await admin.call('products/bulk', { query: dryRun ? { dryRun: 'true' } : {}, body: made.bulk })).data;
      if (dryRun) {
        outcome.name({});
        setPreview(answer.products);
      } else {
        setPreview(null);
        setAmount('');
        outcome.succeed(t('bulk.done', { count: answer.products.length }));
        onChanged();
      }
    } catch (error) {
      const problems = problemsByField(error, t);
      outcome.name(problems);
      setPreview(null);
      outcome.fail(t('error.summary', { message: refusal(error) }));
    } finally {
      setBusy(false);
    }
  }

  function previewIt(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void send(true);
  }

  const amountProblem = ownProblem ?? outcome.problems.price ?? outcome.problems['price.percent'] ?? outcome.problems['price.cents'] ?? outcome.problems.stock ?? outcome.problems['stock.units'];
  const elsewhere = Object.entries(outcome.problems).filter(([path]) => path.startsWith('slugs'));
  const money = (cents: number) => formatMoney({ amount: cents, currency }, i18n.language);

  return (
    <section className="bulk" aria-labelledby="bulk-title">
      <h2 id="bulk-title">{t('bulk.title')}</h2>
      <FormStatus done={outcome.done} failed={outcome.failed} />
      {elsewhere.length > 0 && (
        <ul className="field-problem">
          {elsewhere.map(([path, message]) => (
            <li key={path}>{message}</li>
          ))}
        </ul>
      )}
      {products.length === 0 ? (
        <p>{t('bulk.chooseFirst')}</p>
      ) : (
        <form onSubmit={previewIt} onChange={forget}>
          <p>{t('bulk.chosen', { count: products.length })}</p>
          <SelectField
            label={t('bulk.what')}
            name="what"
            value={what}
            onChange={(event) => {
              const next = event.target.value as What;
              setWhat(next);
              setHow(next === 'stock' ? 'add' : 'percent');
            }}
          >
            <option value="price">{t('bulk.what.price')}</option>
            <option value="stock">{t('bulk.what.stock')}</option>
            <option value="status">{t('bulk.what.status')}</option>
          </SelectField>
          {what === 'status' ? (
            <SelectField label={t('bulk.newStatus')} name="status" value={status} onChange={(event) => setStatus(event.target.value as ProductStatus)}>
              {PRODUCT_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {t(`productStatus.${value}`)}
                </option>
              ))}
            </SelectField>
          ) : (
            <>
              <SelectField label={t('bulk.how')} name="how" value={how} onChange={(event) => setHow(event.target.value)}>
                {(what === 'price' ? PRICE_HOWS : STOCK_HOWS).map((value) => (
                  <option key={value} value={value}>
                    {t(`bulk.${what}.${value}`, { currency })}
                  </option>
                ))}
              </SelectField>
              <TextField
                label={t(what === 'price' && how === 'percent' ? 'bulk.percent' : what === 'price' ? 'bulk.money' : 'bulk.units', { currency })}
                name="amount"
                inputMode="decimal"
                value={amount}
                onChange={(event) => setAmount(event.target.value)}
                hint={t(`bulk.hint.${what}.${how}`)}
                problem={amountProblem}
                required
              />
            </>
          )}
          <button type="submit" disabled={busy}>
            {t('bulk.preview')}
          </button>
        </form>
      )}
      {preview && (
        <div className="bulk-preview">
          <TableFrame label={t('bulk.previewTitle')}>
            <table>
              <caption>{t('bulk.previewTitle')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('products.name')}</th>
                  <th scope="col">SKU</th>
                  <th scope="col">{t('products.status')}</th>
                  <th scope="col" className="figure">
                    {t('products.price')}
                  </th>
                  <th scope="col" className="figure">
                    {t('products.units')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {preview.flatMap((product) =>
                  product.variants.map((variant, index) => (
                    <tr key={variant.sku}>
                      {index === 0 && (
                        <th scope="row" rowSpan={product.variants.length}>
                          <span data-record>{product.name}</span>
                        </th>
                      )}
                      <td>
                        <code>{variant.sku}</code>
                      </td>
                      <td>
                        <Moved before={t(`productStatus.${product.status.before}`)} after={t(`productStatus.${product.status.after}`)} />
                      </td>
                      <td className="figure">
                        <Moved before={money(variant.priceCents.before)} after={money(variant.priceCents.after)} />
                      </td>
                      <td className="figure">
                        <Moved before={String(variant.stock.before)} after={String(variant.stock.after)} />
                      </td>
                    </tr>
                  )),
                )}
              </tbody>
            </table>
          </TableFrame>
          <div className="buttons">
            <button type="button" className="primary" disabled={busy} onClick={() => void send(false)}>
              {t('bulk.make', { count: preview.length })}
            </button>
            <button type="button" onClick={forget}>
              {t('bulk.cancel')}
            </button>
          </div>
        </div>
      )}
    </section>
  );
}

/** A value and what it becomes; one that stays is said once. */
function Moved({ before, after }: { before: string; after: string }) {
  const { t } = useTranslation();
  if (before === after) return <>{before}</>;
  return (
    <span className="moved">
      <span aria-hidden="true">
        <del>{before}</del> → <ins>{after}</ins>
      </span>
      <span className="visually-hidden">{t('bulk.becomes', { before, after })}</span>
    </span>
  );
}
