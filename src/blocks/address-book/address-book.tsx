import { formatAddress } from 'localized-address-format';
import { useEffect, useId, useRef, useState } from 'react';
import { useAddressTranslation } from '../../forms/address-strings';
import { callApi } from '../../api/web-api';
import { AddressForm } from '../../forms/address-form';
import { problemsOfCall } from '../../forms/call-problems';
import { ConfirmDialog } from '../../forms/confirm-dialog';
import { usePage } from '../../renderer/kit/page-context';
import { addressFormat, countryOptions, isAddressCountry } from '../../schema/address-formats';
import { langPath } from '../../schema/languages';
import { addressBookSchema, type AddressBook as Book, type SavedAddress } from '../../schema/web-api/address-book';
import { onAddressBookPublished, publishAddressBook } from '../../state/address-book';
import type { AddressBookBlockProps } from './schema';
import { PageSection } from '../../renderer/kit/page-section';

/** The page's book: absent for a visitor (the page then asks them to sign in), checked when present. */
function bookOfPage(data: Record<string, unknown>): Book | null {
  if (!Object.hasOwn(data, 'addressBook')) return null;
  const parsed = addressBookSchema.safeParse(data.addressBook);
  if (!parsed.success) throw new Error(`Page data addressBook does not match the address book: ${parsed.error.message}`);
  return parsed.data;
}

function nameOf(address: SavedAddress): string {
  const order = isAddressCountry(address.country) ? addressFormat(address.country).fields.map((rule) => rule.name) : [];
  const familyFirst = order.indexOf('lastName') < order.indexOf('firstName');
  return familyFirst ? `${address.lastName}${address.firstName}` : `${address.firstName} ${address.lastName}`;
}

/** The address as its country writes it, line by line, then the country itself. */
function linesOf(address: SavedAddress, countryName: string): string[] {
  const lines = formatAddress({
    postalCountry: address.country,
    administrativeArea: address.province,
    locality: address.city,
    dependentLocality: address.area,
    postalCode: address.postalCode,
    addressLines: [address.addressLine, address.apartment].filter((line) => line !== ''),
  });
  return [...lines.filter((line) => line.trim() !== ''), countryName];
}

type Pending = { kind: 'delete'; address: SavedAddress } | null;

/**
 * The address book of `user/address`: every saved address as its country writes it, the
 * default marked and first, each one editable in place, made the default, or deleted after
 * 'Are you sure you want to delete it?'. Drawn on the server from the page's data; after a
 * change here or in another address block, it shows what the server answered.
 */
export default function AddressBook({ heading }: AddressBookBlockProps) {
  const { t, i18n } = useAddressTranslation();
  const { data, lang } = usePage();
  const pageBook = bookOfPage(data);
  const [book, setBook] = useState<Book | null>(pageBook);
  const [editing, setEditing] = useState<string | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const [status, setStatus] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();

  // The page's data is the truth whenever a new page arrives; a save anywhere on the page after it.
  const [shownData, setShownData] = useState(data);
  if (shownData !== data) {
    setShownData(data);
    setBook(pageBook);
  }
  useEffect(() => onAddressBookPublished(setBook), []);

  const countryNames = new Map(countryOptions(i18n.language).map((option) => [option.code, option.name]));
  const title = heading || t('address.title');

  if (!book) {
    return (
      <PageSection title={title}>
        <p>{t('address.signedOut')}</p>
        <p>
          <a href={`${langPath(lang)}/auth/signin`} className="inline-block min-h-11 rounded-theme bg-primary px-5 py-2 font-semibold text-background no-underline">
            {t('address.signIn')}
          </a>
        </p>
      </PageSection>
    );
  }

  const settle = (next: Book, message: string) => {
    setBook(next);
    publishAddressBook(next);
    setStatus(message);
  };

  const setDefault = async (address: SavedAddress) => {
    await problemsOfCall(async () => settle(await callApi('address/setDefault', { id: address.id }), t('address.defaultChanged')));
  };

  const confirmDelete = async () => {
    if (!pending) return;
    const { address } = pending;
    setPending(null);
    await problemsOfCall(async () => settle(await callApi('address/delete', { id: address.id }), t('address.deleted')));
    // The button that asked is gone with its address; the heading is where reading resumes.
    headingRef.current?.focus();
  };

  return (
    <section aria-labelledby={headingId} className="container flex flex-col gap-4 py-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 id={headingId} ref={headingRef} tabIndex={-1} className="text-heading font-title text-title">
          {title}
        </h1>
        <p className="text-sm text-desc">{t('address.count', { count: book.addresses.length, limit: book.limit })}</p>
      </div>
      <p role="status" className="min-h-6 text-sm text-text">
        {status}
      </p>
      {book.addresses.length === 0 ? (
        <p className="rounded-theme border border-dashed border-theme px-6 py-8 text-center text-desc">{t('address.empty')}</p>
      ) : (
        <ul role="list" className="grid gap-4 md:grid-cols-2">
          {book.addresses.map((address) => {
            const name = nameOf(address);
            const countryName = countryNames.get(isAddressCountry(address.country) ? address.country : 'US') ?? address.country;
            return (
              <li key={address.id} className={`flex flex-col gap-3 rounded-theme border p-4 ${address.isDefault ? 'border-primary' : 'border-theme'}`}>
                {editing === address.id ? (
                  <>
                    <h2 id={`${headingId}-${address.id}`} className="text-lg font-title text-title">
                      {t('address.editTitle')}
                    </h2>
                    <AddressForm
                      initial={address}
                      labelledBy={`${headingId}-${address.id}`}
                      onCancel={() => setEditing(null)}
                      onSave={(values) =>
                        problemsOfCall(async () => {
                          const { id: _id, ...next } = await callApi('address/edit', { ...values, id: address.id });
                          settle(next, t('address.saved'));
                          setEditing(null);
                        })
                      }
                    />
                  </>
                ) : (
                  <>
                    <div className="flex items-start justify-between gap-2">
                      <h2 className="text-lg font-semibold text-title">{name}</h2>
                      {address.isDefault ? (
                        <span className="rounded-full bg-primary px-3 py-0.5 text-sm font-semibold text-background">{t('address.default')}</span>
                      ) : null}
                    </div>
                    <address className="not-italic text-text">
                      {linesOf(address, countryName).map((line, index) => (
                        <span key={index} className="block">
                          {line}
                        </span>
                      ))}
                      <span className="block">{`${address.countryCode} ${address.phone}`}</span>
                    </address>
                    <div className="flex flex-wrap gap-2">
                      <button
                        type="button"
                        onClick={() => setEditing(address.id)}
                        aria-label={t('address.editNamed', { name })}
                        className="min-h-11 rounded-theme border border-theme px-4 py-2"
                      >
                        {t('address.edit')}
                      </button>
                      {address.isDefault ? null : (
                        <button
                          type="button"
                          onClick={() => void setDefault(address)}
                          aria-label={t('address.setDefaultNamed', { name })}
                          className="min-h-11 rounded-theme border border-theme px-4 py-2"
                        >
                          {t('address.setDefault')}
                        </button>
                      )}
                      <button
                        type="button"
                        onClick={() => setPending({ kind: 'delete', address })}
                        aria-label={t('address.deleteNamed', { name })}
                        className="min-h-11 rounded-theme border border-error px-4 py-2 text-text"
                      >
                        {t('address.delete')}
                      </button>
                    </div>
                  </>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        open={pending !== null}
        message={t('confirm.delete')}
        confirmLabel={t('address.delete')}
        cancelLabel={t('address.cancel')}
        destructive
        onConfirm={() => void confirmDelete()}
        onCancel={() => setPending(null)}
      />
    </section>
  );
}
