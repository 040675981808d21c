import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { COUPON_CALLS } from '../schema/admin-api/coupons';
import { adminFor } from './api';
import { TableFrame, usePageTitle, Waiting } from './fields';
import { couponTakesOff, offerState, promotionTakesOff, ruleOf, titleIn } from './offers';
import { AdminLink, mayCall, NotForYourRole, useSignedIn } from './shell';

const admin = adminFor(COUPON_CALLS);

/** The owner's coupons and promotions: each with what it takes off, where it stands, and its uses against its limit. */
export function CouponsPage() {
  const { t, i18n } = useTranslation();
  const { caller } = useSignedIn();
  usePageTitle(t('offers.title'));
  const allowed = mayCall(caller.role, COUPON_CALLS['coupons/list'].roles);
  const coupons = useSWR(allowed ? 'coupons/list' : null, async () => (await admin.call('coupons/list')).data);
  const promotions = useSWR(allowed ? 'promotions/list' : null, async () => (await admin.call('promotions/list')).data);

  if (!allowed) return <NotForYourRole roles={COUPON_CALLS['coupons/list'].roles} />;
  const now = Date.now();

  return (
    <>
      <h1 tabIndex={-1}>{t('offers.title')}</h1>
      <p>{t('offers.intro')}</p>

      <section>
        <h2>{t('offers.coupons')}</h2>
        <p>
          <AdminLink to="/admin/coupons/new">{t('offers.newCoupon')}</AdminLink>
        </p>
        {coupons.error || !coupons.data ? (
          <Waiting failed={coupons.error !== undefined} />
        ) : coupons.data.length === 0 ? (
          <p>{t('offers.noCoupons')}</p>
        ) : (
          <TableFrame label={t('offers.coupons')} narrow>
            <table>
              <thead>
                <tr>
                  <th scope="col">{t('offers.code')}</th>
                  <th scope="col" className="wide-only">
                    {t('offers.name')}
                  </th>
                  <th scope="col">{t('offers.takesOff')}</th>
                  <th scope="col">{t('offers.state')}</th>
                  <th scope="col">{t('offers.uses')}</th>
                </tr>
              </thead>
              <tbody>
                {coupons.data.map((coupon) => (
                  <tr key={coupon.code}>
                    <th scope="row">
                      <AdminLink to={`/admin/coupons/${encodeURIComponent(coupon.code)}`}>
                        <span data-record>{coupon.code}</span>
                      </AdminLink>
                    </th>
                    <td className="wide-only" data-record>
                      {titleIn(coupon.translations, i18n.language, coupon.code)}
                    </td>
                    <td>{couponTakesOff(coupon, t, i18n.language)}</td>
                    <td className="state">{t(`offerState.${offerState(coupon, now)}`)}</td>
                    <td>
                      {coupon.usageLimit === null
                        ? t('offers.usesNoLimit', { uses: coupon.uses })
                        : t('offers.usesOf', { uses: coupon.uses, limit: coupon.usageLimit })}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableFrame>
        )}
      </section>

      <section>
        <h2>{t('offers.promotions')}</h2>
        <p>
          <AdminLink to="/admin/promotions/new">{t('offers.newPromotion')}</AdminLink>
        </p>
        {promotions.error || !promotions.data ? (
          <Waiting failed={promotions.error !== undefined} />
        ) : promotions.data.length === 0 ? (
          <p>{t('offers.noPromotions')}</p>
        ) : (
          <TableFrame label={t('offers.promotions')} narrow>
            <table>
              <thead>
                <tr>
                  <th scope="col">{t('offers.slug')}</th>
                  <th scope="col" className="wide-only">
                    {t('offers.name')}
                  </th>
                  <th scope="col">{t('offers.takesOff')}</th>
                  <th scope="col">{t('offers.state')}</th>
                  <th scope="col">{t('offers.priority')}</th>
                </tr>
              </thead>
              <tbody>
                {promotions.data.map((promotion) => {
                  const rule = ruleOf(promotion.rule);
                  return (
                    <tr key={promotion.slug}>
                      <th scope="row">
                        <AdminLink to={`/admin/promotions/${encodeURIComponent(promotion.slug)}`}>
                          <span data-record>{promotion.slug}</span>
                        </AdminLink>
                      </th>
                      <td className="wide-only" data-record>
                        {titleIn(promotion.translations, i18n.language, promotion.slug)}
                      </td>
                      <td>
                        {rule ? promotionTakesOff(rule, promotion.currency, t, i18n.language) : <code>{String(promotion.rule.kind)}</code>}
                      </td>
                      <td className="state">{t(`offerState.${offerState(promotion, now)}`)}</td>
                      <td>{promotion.priority}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </TableFrame>
        )}
      </section>
    </>
  );
}
