import { proxy, ref, subscribe } from 'valtio/vanilla';
import type { AddressBook } from '../schema/web-api/address-book';

/*
 * The address book as the last call answered it, so every block on the page that shows or
 * changes addresses (the book, the form, the modal) agrees after any of them saves. Written
 * only from the browser's event handlers after a call: a server render, which serves many
 * shoppers, never writes it and draws the book from its own page data.
 */
const addressBookState = proxy<{ latest: AddressBook | null }>({ latest: null });

/** Tells every listening block what the server now holds. */
export function publishAddressBook(book: AddressBook): void {
  // Kept as the call answered it (not made reactive): readers take it whole, never change it.
  addressBookState.latest = ref(book);
}

/** Calls `listener` with each book published from now on; returns the function that stops it. */
export function onAddressBookPublished(listener: (book: AddressBook) => void): () => void {
  return subscribe(addressBookState, () => {
    const { latest } = addressBookState;
    if (latest) listener(latest);
  });
}
