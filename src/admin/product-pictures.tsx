import { useRef, useState, type DragEvent } from 'react';
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
 * none of the others.
 */

const admin = adminFor(PRODUCT_CALLS);

type Picture = ProductDocument['pictures'][number];
type Upload = { name: string; state: 'waiting' | 'sending' | 'added' | 'refused'; said: string };

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
          {pictures.map((picture) => (
            <PictureItem key={picture.position} slug={slug} picture={picture} onChange={onChange} />
          ))}
        </ol>
      )}
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

/** One picture: what it shows in each language, saved on its own, and its removal. */
function PictureItem({ slug, picture, onChange }: { slug: string; picture: Picture; onChange: (product: ProductDocument) => void }) {
  const { t } = useTranslation();
  const refusal = useRefusal();
  const outcome = useOutcome();
  const [alt, setAlt] = useState(() => Object.fromEntries(TRANSLATED_LOCALES.map((locale) => [locale, picture.alt[locale] ?? ''])));
  const n = picture.position;

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
    <li>
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
        </div>
      </div>
    </li>
  );
}
