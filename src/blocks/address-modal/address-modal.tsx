import { useState } from 'react';
import { useAddressTranslation } from '../../forms/address-strings';
import { callApi } from '../../api/web-api';
import { AddressModal } from '../../forms/address-modal';
import { problemsOfCall } from '../../forms/call-problems';
import { publishAddressBook } from '../../state/address-book';
import type { AddressModalBlockProps } from './schema';

/** "Add an address": the address form in a dialog, adding to the shopper's book. */
export default function AddressModalBlock({ buttonLabel, defaultCountry }: AddressModalBlockProps) {
  const { t } = useAddressTranslation();
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState('');
  return (
    <div className="container flex flex-col items-start gap-2 py-2">
      <button type="button" aria-haspopup="dialog" onClick={() => setOpen(true)} className="min-h-11 rounded-theme bg-primary px-5 py-2 font-semibold text-background">
        {buttonLabel || t('address.add')}
      </button>
      <p role="status" className="min-h-6 text-sm text-text">
        {status}
      </p>
      <AddressModal
        open={open}
        title={t('address.addTitle')}
        defaultCountry={defaultCountry}
        showMakeDefault
        onClose={() => setOpen(false)}
        onSave={(address, { makeDefault }) =>
          problemsOfCall(async () => {
            const { id: _id, ...book } = await callApi('address/add', { ...address, makeDefault });
            publishAddressBook(book);
            setStatus(t('address.saved'));
          })
        }
      />
    </div>
  );
}
