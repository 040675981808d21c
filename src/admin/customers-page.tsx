import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { CUSTOMER_CALLS } from '../schema/admin-api/customers';
import { adminFor, problemsByField } from './api';
import { SelectField, TableFrame, TextField, usePageTitle, Waiting } from './fields';
import { formatTime, personName } from './format';
import { useListAddress } from './list-address';
import { AdminLink, mayCall, NotForYourRole, useSignedIn } from './shell';

const admin = adminFor(CUSTOMER_CALLS);

/**
 * Shoppers' accounts, newest first, found by the start of an email address, a page at a time;
 * the search and the place in the list live in the address, so a link or a reload shows the same.
 */
export function CustomersPage() {
  const { t, i18n } = useTranslation();
  const { caller } = useSignedIn();
  usePageTitle(t('customers.title'));
  const allowed = mayCall(caller.role, CUSTOMER_CALLS['customers/list'].roles);
  const { query, address, applyForm } = useListAddress(['q', 'emailVerified']);
  const list = useSWR(
    allowed ? ['customers/list', ...Object.values(query)] : null,
    async () => (await admin.call('customers/list', { query })).data,
  );

  if (!allowed) return <NotForYourRole roles={CUSTOMER_CALLS['customers/list'].roles} />;

  const problems = problemsByField(list.error, t);
  const shown = list.data?.customers ?? [];

  return (
    <>
      <h1 tabIndex={-1}>{t('customers.title')}</h1>
      <p>{t('customers.intro')}</p>
      <form className="filter" role="search" onSubmit={applyForm} aria-label={t('audit.filter')} key={address({ after: undefined })}>
        <TextField
          label={t('customers.search')}
          hint={t('customers.searchHint')}
          name="q"
          type="search"
          autoComplete="off"
          defaultValue={query.q ?? ''}
          maxLength={254}
          problem={problems.q}
        />
        <SelectField
          label={t('customers.emailVerified')}
          name="emailVerified"
          defaultValue={query.emailVerified ?? ''}
          problem={problems.emailVerified}
        >
          <option value="">{t('orders.any')}</option>
          <option value="true">{t('customers.verified.true')}</option>
          <option value="false">{t('customers.verified.false')}</option>
        </SelectField>
        <button type="submit">{t('orders.apply')}</button>
      </form>

      {list.error && Object.keys(problems).length > 0 ? (
        <>
          <p role="alert">{t('customers.refused')}</p>
          <p>
            <AdminLink to={address({ q: undefined, emailVerified: undefined, after: undefined })}>{t('customers.newest')}</AdminLink>
          </p>
        </>
      ) : !list.data ? (
        <Waiting failed={list.error !== undefined} />
      ) : shown.length === 0 ? (
        <p>{t('customers.empty')}</p>
      ) : (
        <>
          <TableFrame label={t('customers.title')} narrow>
            <table>
              <caption className="visually-hidden">{t('customers.title')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('customers.account')}</th>
                  <th scope="col" className="wide-only">
                    {t('customers.name')}
                  </th>
                  <th scope="col" className="wide-only">
                    {t('customers.joined')}
                  </th>
                  <th scope="col" className="wide-only">
                    {t('customers.lastSignIn')}
                  </th>
                  <th scope="col" className="figure">
                    {t('customers.orders')}
                  </th>
                  <th scope="col">{t('customers.emailVerified')}</th>
                </tr>
              </thead>
              <tbody>
                {shown.map((customer) => (
                  <tr key={customer.id}>
                    <th scope="row">
                      <AdminLink to={`/admin/customers/${customer.id}`}>
                        <span data-record>{customer.email ?? customer.mobile ?? customer.id}</span>
                      </AdminLink>
                    </th>
                    <td className="wide-only" data-record>
                      {personName(customer)}
                    </td>
                    <td className="wide-only">
                      <time dateTime={customer.createdAt}>{formatTime(customer.createdAt, i18n.language)}</time>
                    </td>
                    <td className="wide-only">
                      {customer.lastSignInAt ? (
                        <time dateTime={customer.lastSignInAt}>{formatTime(customer.lastSignInAt, i18n.language)}</time>
                      ) : (
                        t('customers.never')
                      )}
                    </td>
                    <td className="figure">{customer.orders}</td>
                    <td>{t(customer.emailVerified ? 'customers.verified.true' : 'customers.verified.false')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableFrame>
          <nav className="pages" aria-label={t('customers.pages')}>
            {query.after !== undefined && <AdminLink to={address({ after: undefined })}>{t('customers.newest')}</AdminLink>}
            {list.data.next && <AdminLink to={address({ after: list.data.next })}>{t('customers.older')}</AdminLink>}
          </nav>
        </>
      )}
    </>
  );
}
