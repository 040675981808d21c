import { useEffect, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ADMIN_API_BASE_PATH, adminPath } from '../schema/admin-api/contract';
import { PICTURE_MAX_BYTES, PRODUCT_CALLS, type ProductDocument } from '../schema/admin-api/products';
import { TRANSLATED_LOCALES } from '../schema/languages';
import { adminFor } from './api';
import { ChangeButton, FormStatus, TextField, useOutcome, useRefusal } from './fields';
import { LOCALE_NAMES } from './words';

/*
 * A stored product's pictures: each in its place with what it shows in each language, removed
 * after a second press, and new ones added from a file input or dropped on the drop zone,
 * several at once, sent one after another so each says how it went and a refused one stops
 * none of the others. Pictures move one place at a time by their buttons, or anywhere by
 * dragging their handle; each move is sent at once.
 */

const admin = adminFor(PRODUCT_CALLS);

type Picture = ProductDocument['pictures'][number];
type Upload = { name: string; state: 'waiting' | 'sending' | 'added' | 'refused'; said: string };
type Direction = 'earlier' | 'later';
/** A move asked for: the picture's number, and the place it goes to (0-based). */
type Move = { position: number; to: number; direction: Direction };

/** What a dragged picture carries, so that a file dragged in from outside is never taken for one. */
const PICTURE_DRAG_TYPE = 'application/x-vitrine-picture';

/** The order with the picture at `from` put at `to` (both 0-based), the others keeping theirs. */
export function movedOrder(order: readonly number[], from: number, to: number): number[] {
  const moved = [...order];
  const [picture] = moved.splice(from, 1);
  moved.splice(to, 0, picture!);
  return moved;
}

/** A drop on a picture's upper half puts the dragged one before it, on its lower half after it. */
function dropsBefore(event: DragEvent<HTMLElement>): boolean {
  const box = event.currentTarget.getBoundingClientRect();
  return event.clientY - box.top < box.height / 2;
}

const envelopeSchema = z.object({ msg: z.string().catch(''), data: z.unknown() }).catch({ msg: '', data: null });
const issuesSchema = z.object({ issues: z.array(z.object({ message: z.string() })) });

/**
 * Sends one picture as the request's bytes, as `products/pictures/add` takes it (the JSON
 * client sends bodies as JSON); answers the product as it now is, or what the shop said.
 */
async function sendPicture(
  slug: string,
  file: File,
): Promise<{ ok: true; product: ProductDocument; position: number } | { ok: false; said: string }> {
  const call = PRODUCT_CALLS['products/pictures/add'];
  const response = await fetch(`${ADMIN_API_BASE_PATH}${adminPath(call.path, { slug })}`, {
    method: call.method,
    credentials: 'same-origin',
    headers: { 'content-type': file.type || 'application/octet-stream' },
    body: file,
  });
  const envelope = envelopeSchema.parse(await response.json().catch(() => null));
  if (response.ok) {
    const answer = call.answer.parse(envelope.data);
    return { ok: true, product: answer.product, position: answer.position };
  }
  // A 422 says why in its problems; a 413 or any other refusal in its message.
  const issues = issuesSchema.safeParse(envelope.data);
  const said =
    issues.success && issues.data.issues.length > 0
      ? issues.data.issues.map((issue) => issue.message).join(' ')
      : envelope.msg || response.statusText;
  return { ok: false, said };
}

export function ProductPictures({
  slug,
  pictures,
  onChange,
}: {
  slug: string;
  pictures: readonly Picture[];
  onChange: (product: ProductDocument) => void;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [sending, setSending] = useState(false);
  const [over, setOver] = useState(false);
  const [moved, setMoved] = useState('');
  // A picture keeps its number when it moves, so its item (keyed by it) keeps any description being typed.
  const [focusAfterMove, setFocusAfterMove] = useState<{ position: number; direction: Direction } | null>(null);
  const [dragged, setDragged] = useState<number | null>(null);
  // One move at a time: each is sent as the whole order, and a second built before the first's answer would undo it.
  const [moving, setMoving] = useState(false);

  /** Sends the order with the move made; a refusal is thrown for the picture's own status to show. */
  const move = async ({ position, to, direction }: Move) => {
    const order = pictures.map((picture) => picture.position);
    const from = order.indexOf(position);
    if (moving || from === -1 || to < 0 || to >= order.length || to === from) return;
    setMoved('');
    setMoving(true);
    try {
      const { data } = await admin.call('products/pictures/order', { params: { slug }, body: { order: movedOrder(order, from, to) } });
      setFocusAfterMove({ position, direction });
      onChange(data.product);
      setMoved(t('pictureOrder.moved', { n: position, place: to + 1, count: order.length }));
    } finally {
      setMoving(false);
    }
  };

  const upload = async (files: readonly File[]) => {
    if (files.length === 0 || sending) return;
    setSending(true);
    const list: Upload[] = files.map((file) => ({ name: file.name, state: 'waiting', said: t('pictures.waiting') }));
    const show = (index: number, state: Upload['state'], said: string) => {
      list[index] = { ...list[index]!, state, said };
      setUploads([...list]);
    };
    setUploads([...list]);
    for (const [index, file] of files.entries()) {
      show(index, 'sending', t('pictures.sending'));
      try {
        const sent = await sendPicture(slug, file);
        if (sent.ok) {
          onChange(sent.product);
          show(index, 'added', t('pictures.added', { n: sent.position }));
        } else show(index, 'refused', t('pictures.refused', { message: sent.said }));
      } catch {
        show(index, 'refused', t('app.failed'));
      }
    }
    setSending(false);
    if (input.current) input.current.value = '';
  };

  const drop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setOver(false);
    void upload([...event.dataTransfer.files]);
  };

  return (
    <section aria-labelledby="pictures-title" className="product-pictures">
      <h2 id="pictures-title">{t('pictures.title')}</h2>
      <p className="field-hint">{t('pictures.hint', { megabytes: PICTURE_MAX_BYTES / 1024 / 1024 })}</p>
      {pictures.length === 0 ? (
        <p>{t('pictures.none')}</p>
      ) : (
        <ol className="picture-list">
          {pictures.map((picture, index) => (
            <PictureItem
              key={picture.position}
              slug={slug}
              picture={picture}
              place={{ index, order: pictures.map((one) => one.position) }}
              onChange={onChange}
              onMove={move}
              moving={moving}
              focusMove={focusAfterMove?.position === picture.position ? focusAfterMove.direction : null}
              onFocused={() => setFocusAfterMove(null)}
              drag={{
                dragged,
                start: () => setDragged(picture.position),
                end: () => setDragged(null),
              }}
            />
          ))}
        </ol>
      )}
      <p className="status-done" role="status">
        {moved}
      </p>
      <h3>{t('pictures.add')}</h3>
      <div className="field">
        <label htmlFor="product-picture-files">{t('pictures.files')}</label>
        <input
          ref={input}
          id="product-picture-files"
          type="file"
          accept="image/*"
          multiple
          disabled={sending}
          onChange={(event) => void upload([...(event.target.files ?? [])])}
        />
      </div>
      <button
        type="button"
        className={over ? 'drop-zone over' : 'drop-zone'}
        disabled={sending}
        onClick={() => input.current?.click()}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
      >
        {t('pictures.drop')}
      </button>
      {uploads.length > 0 && (
        <ul className="uploads" aria-label={t('pictures.uploads')} aria-live="polite">
          {uploads.map((one, index) => (
            <li key={index} className={`upload-${one.state}`}>
              <span className="breaks-anywhere">{one.name}</span>: {one.said}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** One picture: what it shows in each language, saved on its own, its removal, and its moves. */
function PictureItem({
  slug,
  picture,
  place,
  onChange,
  onMove,
  moving,
  focusMove,
  onFocused,
  drag,
}: {
  slug: string;
  picture: Picture;
  /** Where the picture is (0-based) among the pictures' numbers in their order. */
  place: { index: number; order: readonly number[] };
  onChange: (product: ProductDocument) => void;
  onMove: (move: Move) => Promise<void>;
  /** A move is being sent: no other until it is done. */
  moving: boolean;
  /** After this picture moved: which of its move buttons takes the focus back. */
  focusMove: Direction | null;
  onFocused: () => void;
  drag: { dragged: number | null; start: () => void; end: () => void };
}) {
  const { t } = useTranslation();
  const refusal = useRefusal();
  const outcome = useOutcome();
  const [alt, setAlt] = useState(() => Object.fromEntries(TRANSLATED_LOCALES.map((locale) => [locale, picture.alt[locale] ?? ''])));
  const [dropAt, setDropAt] = useState<'before' | 'after' | null>(null);
  const earlierButton = useRef<HTMLButtonElement>(null);
  const laterButton = useRef<HTMLButtonElement>(null);
  const n = picture.position;
  const first = place.index === 0;
  const last = place.index === place.order.length - 1;

  useEffect(() => {
    // Once the move is done: until then both buttons are off, and an off button takes no focus.
    if (!focusMove || moving) return;
    // At an end the button pressed is off; the other one keeps the focus on this picture.
    const pressed = focusMove === 'earlier' ? earlierButton : laterButton;
    const other = focusMove === 'earlier' ? laterButton : earlierButton;
    (pressed.current && !pressed.current.disabled ? pressed.current : other.current)?.focus();
    onFocused();
  }, [focusMove, moving, onFocused]);

  const moveTo = async (to: number, direction: Direction, position = n) => {
    outcome.clear();
    try {
      await onMove({ position, to, direction });
    } catch (error) {
      outcome.fail(refusal(error));
    }
  };

  const dragOver = (event: DragEvent<HTMLLIElement>) => {
    if (drag.dragged === null || drag.dragged === n || !event.dataTransfer.types.includes(PICTURE_DRAG_TYPE)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    setDropAt(dropsBefore(event) ? 'before' : 'after');
  };

  const drop = (event: DragEvent<HTMLLIElement>) => {
    setDropAt(null);
    const from = drag.dragged === null ? -1 : place.order.indexOf(drag.dragged);
    if (from === -1 || drag.dragged === n || !event.dataTransfer.types.includes(PICTURE_DRAG_TYPE)) return;
    event.preventDefault();
    // Where this picture is once the dragged one is taken out, then before or after it.
    const here = place.index - (from < place.index ? 1 : 0);
    const to = dropsBefore(event) ? here : here + 1;
    if (to !== from) void moveTo(to, to < from ? 'earlier' : 'later', drag.dragged!);
  };

  const saveAlt = async () => {
    outcome.clear();
    try {
      const body = {
        alt: {
          en: alt.en ?? '',
          ...Object.fromEntries(
            TRANSLATED_LOCALES.filter((locale) => locale !== 'en' && alt[locale]?.trim()).map((locale) => [locale, alt[locale]!]),
          ),
        },
      };
      const { data } = await admin.call('products/pictures/put', { params: { slug, position: String(n) }, body });
      onChange(data.product);
      outcome.succeed(t('pictures.altSaved', { n }));
    } catch (error) {
      outcome.fail(refusal(error));
    }
  };

  const remove = async () => {
    outcome.clear();
    try {
      const { data } = await admin.call('products/pictures/delete', { params: { slug, position: String(n) } });
      onChange(data.product);
      return true;
    } catch (error) {
      outcome.fail(refusal(error));
      return false;
    }
  };

  return (
    <li className={dropAt ? `drop-${dropAt}` : undefined} onDragOver={dragOver} onDragLeave={() => setDropAt(null)} onDrop={drop}>
      <span
        className="picture-handle"
        draggable
        title={t('pictureOrder.drag', { n })}
        aria-hidden="true"
        onDragStart={(event) => {
          event.dataTransfer.effectAllowed = 'move';
          event.dataTransfer.setData(PICTURE_DRAG_TYPE, String(n));
          drag.start();
        }}
        onDragEnd={drag.end}
      >
        ⠿
      </span>
      <img src={picture.src} alt={picture.alt.en || t('pictures.picture', { n })} width={160} height={200} loading="lazy" />
      <div className="field-group">
        <h3>{t('pictures.picture', { n })}</h3>
        {TRANSLATED_LOCALES.map((locale) => (
          <TextField
            key={locale}
            label={`${t('pictures.alt', { n })} (${LOCALE_NAMES[locale]})`}
            lang={locale}
            maxLength={300}
            value={alt[locale] ?? ''}
            onChange={(event) => setAlt({ ...alt, [locale]: event.target.value })}
          />
        ))}
        <FormStatus done={outcome.done} failed={outcome.failed} />
        <div className="item-actions">
          <button type="button" onClick={() => void saveAlt()}>
            {t('pictures.saveAlt', { n })}
          </button>
          <ChangeButton label={t('pictures.remove', { n })} confirm ask={t('pictures.removeAsk', { n })} onChange={remove} />
          <button ref={earlierButton} type="button" disabled={first || moving} onClick={() => void moveTo(place.index - 1, 'earlier')}>
            {t('pictureOrder.earlier', { n })}
          </button>
          <button ref={laterButton} type="button" disabled={last || moving} onClick={() => void moveTo(place.index + 1, 'later')}>
            {t('pictureOrder.later', { n })}
          </button>
        </div>
      </div>
    </li>
  );
}
