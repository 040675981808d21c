import type { RETURN_CALLS } from '../../src/schema/web-api/return-calls';
import { RETURN_LIMITS } from '../../src/schema/web-api/return-limits';
import type { WebApiDeps } from '../web-api/deps';
import { announceWorkChanged } from '../events/work-news';
import { HandlerFailure } from '../http/handler-failure';
import type { WebApiHandlers } from '../http/mount';
import type { EncodedPicture } from '../http/uploaded-picture';
import { encodeReturnPicture } from './return-pictures';
import { applyForReturn, changeReturn, listReturns, readReturn, type ApplyOutcome, type ReturnChange } from './returns';

/*
 * The shopper's return calls. Another shopper's order or return reads as not found, exactly
 * as one that does not exist; a change the transition table does not allow is a 409.
 */

const notFound = () => new HandlerFailure(404, 'return.notFound', 'No such return', [{ path: 'returnNo', message: 'return.notFound' }]);

function refusedApplication(outcome: Extract<ApplyOutcome, { ok: false }>): HandlerFailure {
  switch (outcome.reason) {
    case 'order-not-found':
      return new HandlerFailure(404, 'return.orderNotFound', 'No such order', [{ path: 'orderNo', message: 'return.orderNotFound' }]);
    case 'line-not-found':
      return new HandlerFailure(404, 'return.lineNotFound', 'A line is not of this order', [
        { path: 'lines', message: 'return.lineNotFound' },
      ]);
    case 'not-shipped':
      return new HandlerFailure(409, 'return.notShipped', 'Only a shipped or completed order may be returned', [
        { path: 'orderNo', message: 'return.notShipped' },
      ]);
    case 'window-closed':
      return new HandlerFailure(409, 'return.windowClosed', 'The return window of this order has closed', [
        { path: 'orderNo', message: 'return.windowClosed' },
      ]);
    case 'too-many':
      return new HandlerFailure(409, 'return.tooMany', 'More units than are left to return', [
        { path: 'lines', message: 'return.tooMany' },
      ]);
  }
}

function refusedChange(change: Extract<ReturnChange, { ok: false }>): HandlerFailure {
  if (change.reason === 'not-found') return notFound();
  if (change.reason === 'over-total') return new HandlerFailure(409, 'return.overTotal', 'The refund would pass what the order was paid');
  return new HandlerFailure(
    409,
    'return.notAllowed',
    `Not possible while the return is ${change.state.status} (${change.state.auditStatus})`,
  );
}

/** Every picture checked before anything is written: one that is not a picture names the field. */
async function encodePictures(files: readonly File[]): Promise<EncodedPicture[]> {
  const encoded: EncodedPicture[] = [];
  for (const file of files) {
    if (file.size > RETURN_LIMITS.pictureBytes) {
      throw new HandlerFailure(413, 'return.pictureTooLarge', 'A picture is over the 4 MB limit', [
        { path: 'pictures', message: 'return.pictureTooLarge' },
      ]);
    }
    const picture = await encodeReturnPicture(new Uint8Array(await file.arrayBuffer()));
    if (!picture) {
      throw new HandlerFailure(400, 'return.pictureType', 'A file is not a JPEG, PNG, WebP, GIF or AVIF picture', [
        { path: 'pictures', message: 'return.pictureType' },
      ]);
    }
    encoded.push(picture);
  }
  return encoded;
}

export function returnHandlers(deps: WebApiDeps): WebApiHandlers<typeof RETURN_CALLS> {
  const { db } = deps;
  const detail = async (returnNo: string, userId: string, lang: Parameters<typeof readReturn>[3]) => {
    const found = await readReturn(db, returnNo, userId, lang);
    if (!found) throw notFound();
    return { return: found };
  };
  return {
    'return/apply': async ({ body, shopper }) => {
      const pictures = await encodePictures(body.pictures);
      const outcome = await applyForReturn(db, shopper.id, { ...body, pictures });
      if (!outcome.ok) throw refusedApplication(outcome);
      announceWorkChanged(deps.changes);
      return { returnNo: outcome.returnNo };
    },
    'return/list': ({ body, shopper }) => listReturns(db, shopper.id, body.page, body.lang),
    'return/get': ({ body, shopper }) => detail(body.returnNo, shopper.id, body.lang),
    'return/cancel': async ({ body, shopper }) => {
      const change = await changeReturn(db, deps.changes, { returnNo: body.returnNo, userId: shopper.id }, 'cancel', 'shopper');
      if (!change.ok) throw refusedChange(change);
      return detail(body.returnNo, shopper.id, body.lang);
    },
    'return/sendBack': async ({ body, shopper }) => {
      const deliveryTime = new Date(body.deliveryTime);
      if (deliveryTime.getTime() > Date.now() + 60 * 60 * 1000) {
        throw new HandlerFailure(400, 'return.deliveryTimeFuture', 'The delivery time is in the future', [
          { path: 'deliveryTime', message: 'return.deliveryTimeFuture' },
        ]);
      }
      const parcel = { logisticsCompany: body.logisticsCompany, trackingNumber: body.trackingNumber, deliveryTime };
      const change = await changeReturn(db, deps.changes, { returnNo: body.returnNo, userId: shopper.id }, 'sendBack', 'shopper', { sendBack: parcel });
      if (!change.ok) throw refusedChange(change);
      return detail(body.returnNo, shopper.id, body.lang);
    },
  };
}

export { refusedChange };
