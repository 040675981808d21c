import { proxy, ref, subscribe } from 'valtio/vanilla';
import type { CardInput, CheckoutView } from '../schema/web-api/checkout';

/*
 * The checkout page's blocks (its details, the payment block, its summary) agree through
 * here: the checkout as the server last answered it, the card typed into the payment block
 * (read by the summary's "Place order", never kept anywhere else) and what the server or the
 * card check said about that card. Written only from event handlers in the browser; a
 * server render draws each block from its own page data.
 */

/** A problem named by field (`card.number`) with a translation key, as the API and the card check give them. */
export type FieldProblem = { path: string; message: string };

const EMPTY_CARD: CardInput = { number: '', expiry: '', cvc: '' };

const checkoutState = proxy<{ latest: CheckoutView | null; cardProblems: readonly FieldProblem[]; busy: boolean }>({
  latest: null,
  cardProblems: [],
  busy: false,
});
let card: CardInput = EMPTY_CARD;

export function publishCheckout(view: CheckoutView): void {
  checkoutState.latest = ref(view);
}

export function onCheckoutPublished(listener: (view: CheckoutView) => void): () => void {
  let last = checkoutState.latest;
  return subscribe(checkoutState, () => {
    const { latest } = checkoutState;
    if (latest === last) return;
    last = latest;
    if (latest) listener(latest);
  });
}

/** A change or a placing is under way: the blocks hold their controls until it answers. */
export function setCheckoutBusy(busy: boolean): void {
  checkoutState.busy = busy;
}

export function onCheckoutBusy(listener: (busy: boolean) => void): () => void {
  let last = checkoutState.busy;
  return subscribe(checkoutState, () => {
    if (checkoutState.busy === last) return;
    last = checkoutState.busy;
    listener(last);
  });
}

export function setCardDraft(next: CardInput): void {
  card = next;
}

export function cardDraft(): CardInput {
  return card;
}

/** Problems with the card (a field the check refused, a declined payment), shown by the payment block. */
export function publishCardProblems(problems: readonly FieldProblem[]): void {
  checkoutState.cardProblems = ref([...problems]);
}

export function onCardProblems(listener: (problems: readonly FieldProblem[]) => void): () => void {
  let last = checkoutState.cardProblems;
  return subscribe(checkoutState, () => {
    if (checkoutState.cardProblems === last) return;
    last = checkoutState.cardProblems;
    listener(last);
  });
}
