import { useId, useState } from 'react';
import { useAddressTranslation } from '../../forms/address-strings';
import { callApi } from '../../api/web-api';
import { AddressForm } from '../../forms/address-form';
import { problemsOfCall } from '../../forms/call-problems';
import { publishAddressBook } from '../../state/address-book';
import type { AddressFormBlockProps } from './schema';

/** A new address for the shopper's book, typed in place; the form empties once it is saved. */
export default function AddressFormBlock({ heading, defaultCountry, showMakeDefault }: AddressFormBlockProps) {
  const { t } = useAddressTranslation();
  const headingId = useId();
  const [saved, setSaved] = useState(0);
  const [status, setStatus] = useState('');
  return (
    <section aria-labelledby={headingId} className="container flex max-w-3xl flex-col gap-4 py-6">
      <h2 id={headingId} className="text-xl font-title text-title">
        {heading || t('address.add')}
      </h2>
      <p role="status" className="min-h-6 text-sm text-text">
        {status}
      </p>
      <AddressForm
        key={saved}
        defaultCountry={defaultCountry}
        showMakeDefault={showMakeDefault}
        labelledBy={headingId}
        onSave={(address, { makeDefault }) =>
          problemsOfCall(async () => {
            const { id: _id, ...book } = await callApi('address/add', { ...address, makeDefault });
            publishAddressBook(book);
            setStatus(t('address.saved'));
            setSaved((count) => count + 1);
          })
        }
      />
    </section>
  );
}
