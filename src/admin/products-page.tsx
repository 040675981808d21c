import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { CATEGORY_CALLS } from '../schema/admin-api/categories';
import { LOW_STOCK } from '../schema/admin-api/overview';
import { PRODUCT_CALLS, PRODUCT_STATUSES, PRODUCT_STOCK_FILTERS, type ListedProduct } from '../schema/admin-api/products';
import { namedIn } from '../schema/admin-api/locale-texts';
import { adminFor, problemsByField } from './api';
import { SelectField, TableFrame, TextField, usePageTitle, Waiting } from './fields';
import { formatMoney } from './format';
import { BulkChange } from './bulk-change';
import { useListAddress } from './list-address';
import { AdminLink, mayCall, NotForYourRole, useSignedIn } from './shell';

const admin = adminFor({ ...PRODUCT_CALLS, ...CATEGORY_CALLS });

/**
 * The catalog's products, newest first, found by words, status, category and stock, a page at
 * a time; the filters and the place in the list live in the address. Products chosen on the
 * page change together (BulkChange), after a preview of what the change does to each.
 */
export function ProductsPage() {
  const { t, i18n } = useTranslation();
  const { caller } = useSignedIn();
  usePageTitle(t('products.title'));
  const allowed = mayCall(caller.role, PRODUCT_CALLS['products/list'].roles);
  const { query, address, applyForm } = useListAddress(['q', 'status', 'category', 'stock']);
  const list = useSWR(allowed ? ['products/list', i18n.language, ...Object.values(query)] : null, async () => {
    const { data } = await admin.call('products/list', { query });
    return { ...data, products: namedIn(data.products, i18n.language) };
  });
  const categories = useSWR(allowed ? ['categories/list', i18n.language] : null, async () => namedIn((await admin.call('categories/list')).data.categories, i18n.language));
  // The products chosen belong to the page they were chosen on: another page starts with none.
  const here = address({});
  const [choice, setChoice] = useState<{ at: string; slugs: ReadonlySet<string> }>({ at: here, slugs: new Set() });
  const chosen = choice.at === here ? choice.slugs : new Set<string>();
  const setChosen = (slugs: ReadonlySet<string>) => setChoice({ at: here, slugs });

  if (!allowed) return <NotForYourRole roles={PRODUCT_CALLS['products/list'].roles} />;

  const problems = problemsByField(list.error, t);
  const nameOf = new Map(categories.data?.map((category) => [category.slug, category.name]));
  const shown = list.data?.products ?? [];
  const choose = (slug: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(slug);
    else next.delete(slug);
    setChosen(next);
  };
  const allChosen = shown.length > 0 && shown.every((product) => chosen.has(product.slug));

  return (
    <>
      <h1 tabIndex={-1}>{t('products.title')}</h1>
      <p>{t('products.intro')}</p>
      <p>
        <AdminLink to="/admin/products/new">{t('products.new')}</AdminLink>
      </p>
      <form className="filter" onSubmit={applyForm} aria-label={t('audit.filter')} key={address({ after: undefined })}>
        <TextField label={t('products.search')} name="q" type="search" defaultValue={query.q ?? ''} maxLength={100} problem={problems.q} />
        <SelectField label={t('products.status')} name="status" defaultValue={query.status ?? ''} problem={problems.status}>
          <option value="">{t('orders.any')}</option>
          {PRODUCT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`productStatus.${status}`)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('products.category')} name="category" defaultValue={query.category ?? ''} problem={problems.category}>
          <option value="">{t('orders.any')}</option>
          {categories.data?.map((category) => (
            <option key={category.slug} value={category.slug}>
              {category.parent ? `${nameOf.get(category.parent) ?? category.parent} › ${category.name}` : category.name}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('products.stock')} name="stock" defaultValue={query.stock ?? ''} problem={problems.stock}>
          <option value="">{t('orders.any')}</option>
          {PRODUCT_STOCK_FILTERS.map((stock) => (
            <option key={stock} value={stock}>
              {t(`products.stock.${stock}`, { limit: LOW_STOCK })}
            </option>
          ))}
        </SelectField>
        <button type="submit">{t('orders.apply')}</button>
      </form>

      {list.error && Object.keys(problems).length > 0 ? (
        <p role="alert">{t('products.refused')}</p>
      ) : !list.data ? (
        <Waiting failed={list.error !== undefined} />
      ) : shown.length === 0 ? (
        <p>{t('products.empty')}</p>
      ) : (
        <>
          <TableFrame label={t('products.title')} narrow>
            <table>
              <caption className="visually-hidden">{t('products.title')}</caption>
              <thead>
                <tr>
                  <td>
                    <input
                      type="checkbox"
                      aria-label={t('products.chooseAll')}
                      checked={allChosen}
                      onChange={(event) => setChosen(event.target.checked ? new Set(shown.map((product) => product.slug)) : new Set())}
                    />
                  </td>
                  <th scope="col">{t('products.name')}</th>
                  <th scope="col">{t('products.status')}</th>
                  <th scope="col" className="wide-only">
                    {t('products.category')}
                  </th>
                  <th scope="col" className="figure">
                    {t('products.price')}
                  </th>
                  <th scope="col" className="figure">
                    {t('products.units')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {shown.map((product) => (
                  <ProductRow key={product.slug} product={product} chosen={chosen.has(product.slug)} onChoose={choose} locale={i18n.language} />
                ))}
              </tbody>
            </table>
          </TableFrame>
          <nav className="pages" aria-label={t('products.pages')}>
            {query.after !== undefined && <AdminLink to={address({ after: undefined })}>{t('products.newest')}</AdminLink>}
            {list.data.next && <AdminLink to={address({ after: list.data.next })}>{t('products.more')}</AdminLink>}
          </nav>
          <BulkChange
            products={shown.filter((product) => chosen.has(product.slug))}
            onChanged={() => {
              setChosen(new Set());
              void list.mutate();
            }}
          />
        </>
      )}
    </>
  );
}

function ProductRow({
  product,
  chosen,
  onChoose,
  locale,
}: {
  product: ListedProduct;
  chosen: boolean;
  onChoose: (slug: string, on: boolean) => void;
  locale: string;
}) {
  const { t } = useTranslation();
  return (
    <tr>
      <td>
        <input type="checkbox" aria-label={t('products.choose', { name: product.name })} checked={chosen} onChange={(event) => onChoose(product.slug, event.target.checked)} />
      </td>
      <th scope="row">
        <span className="product-cell">
          {product.picture ? <img src={product.picture} alt="" width={40} height={50} loading="lazy" /> : <span className="no-picture" aria-hidden="true" />}
          <span>
            <span data-record>
              <AdminLink to={`/admin/products/${encodeURIComponent(product.slug)}`}>{product.name}</AdminLink>
            </span>
            <br />
            <code className="slug">{product.slug}</code>
          </span>
        </span>
      </th>
      <td className="state">{t(`productStatus.${product.status}`)}</td>
      <td className="wide-only">
        <code>{product.category}</code>
      </td>
      <td className="figure">
        {t(product.variants > 1 ? 'products.priceFrom' : 'products.priceOne', { price: formatMoney({ amount: product.priceCents, currency: product.currency }, locale) })}
      </td>
      <td className="figure">{t('products.unitsOf', { count: product.stock, variants: product.variants })}</td>
    </tr>
  );
}
