import { useState, type FormEvent, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useRouter, useRouterState } from '@tanstack/react-router';
import useSWR, { useSWRConfig } from 'swr';
import { z } from 'zod';
import type { StaffRole } from '../schema/admin-api/contract';
import { ChangeButton, FormStatus, ProblemSummary, usePageTitle } from './fields';
import { formatTime } from './format';
import { formFields, textLabels, TextsFieldset, type FieldRef, type TextsDraft } from './offer-form';
import { changedFields, offerState } from './offers';
import { RecordFrame, useDecision } from './queue';
import { AdminLink, mayCall, NotForYourRole, useSignedIn } from './shell';

/*
 * The page of one coupon or one promotion, the same for both: at `…/new` the form for a new
 * one; else the stored one as it stands, the way to end it and the form to change it, which
 * sends only the fields that differ. Each page describes its kind (an OfferKind): its calls,
 * its draft, its fields and its words.
 */

/** The new form's address: coupon codes are stored upper-cased, and a promotion slugged `new` is reached from the terminal only. */
const NEW = 'new';
/** The list both kinds are reached from and go back to. */
const LIST = '/admin/coupons';

/** What both kinds' stored records have: the page says from when to when each runs. */
type Offer = { startsAt: string; endsAt: string | null };
/** What both kinds' drafts have: the texts in each language, which the page's form shows last. */
type Drafted = { texts: TextsDraft };

/** What a coupon's page and a promotion's tell apart. */
export type OfferKind<Stored extends Offer, Draft extends Drafted> = {
  /** Its calls' family and its pages' address: `coupons` reads with `coupons/get` at `/admin/coupons/…`. */
  family: 'coupons' | 'promotions';
  /** The roles that may open its page. */
  roles: readonly StaffRole[];
  /** What starts its controls' ids (`coupon-endsAt`), which the problem summary links to. */
  idPrefix: string;
  /** Its longer text beside the title in each language. */
  texts: 'terms' | 'description';
  read: (key: string) => Promise<Stored>;
  /** Sends the form's fields unchecked, for the shop to name each problem; it answers with the record it stored. */
  create: (body: Record<string, unknown>) => Promise<Stored>;
  /** Sends the fields that changed, or the end "End now" sets. */
  update: (key: string, body: Record<string, unknown>) => Promise<unknown>;
  /** The key its address names: a coupon's code, a promotion's slug. */
  keyOf: (stored: Stored) => string;
  /** The key a new one will be stored under, as typed in its form. */
  keyOfDraft: (draft: Draft) => string;
  /** The form as typed for a stored one, or for a new one (null). */
  draftOf: (stored: Stored | null) => Draft;
  /** The draft as the contract's fields. */
  bodyOf: (draft: Draft) => Record<string, unknown>;
  /** Its fields' labels by the contract's paths (the texts' are added), which may follow what is typed. */
  labels: (draft: Draft, t: TFunction) => Record<string, string>;
  /** Its fields, between the problem summary and the texts. */
  Fields: (props: FieldsProps<Draft>) => ReactNode;
  /** "Takes off", the first of the figures "As it stands" shows. */
  takesOff: (stored: Stored, t: TFunction, locale: string) => ReactNode;
  /** The figures "As it stands" shows after when it runs, as `<dt>` and `<dd>` pairs. */
  moreFigures: (stored: Stored, t: TFunction) => ReactNode;
  /** How a cart meets it, a sentence each. */
  stacking: (stored: Stored, t: TFunction) => string[];
  /** The new form's heading, its introduction and its button. */
  newWords: (t: TFunction) => { title: string; intro: string; create: string };
  /** The words about the record of `key`: its page's heading and what became of a request. */
  recordWords: (t: TFunction, key: string) => { title: string; notFound: string; created: string; saved: string };
};

/** What a kind's fields are given by the page's form. */
export type FieldsProps<Draft> = {
  draft: Draft;
  set: <K extends keyof Draft>(name: K, value: Draft[K]) => void;
  /** The field at a contract path, with its id, its label and the problem named at it. */
  at: (key: string) => FieldRef;
  /** Whether it is the new form, the only one that asks for the key: a code or a slug never changes. */
  creating: boolean;
};

export function OfferPage<Stored extends Offer, Draft extends Drafted>({ kind }: { kind: OfferKind<Stored, Draft> }) {
  const { caller } = useSignedIn();
  const path = useRouterState({ select: (state) => state.location.pathname });
  const key = decodeURIComponent(path.split('/').pop() ?? '');
  if (!mayCall(caller.role, kind.roles)) return <NotForYourRole roles={kind.roles} />;
  return key === NEW ? <NewOffer kind={kind} /> : <StoredOffer kind={kind} recordKey={key} />;
}

/** The history state a new record's page is opened with, so it says it was just created. */
const JUST_CREATED = { created: true } as const;
const justCreated = z.object({ created: z.literal(true) });

/**
 * Whether this page was opened right after its record was created, until the first change made
 * on it: the page says so instead of a bare record.
 */
function useJustCreated(): [boolean, () => void] {
  const opened = useRouterState({ select: (state) => justCreated.safeParse(state.location.state).success });
  const [fresh, setFresh] = useState(opened);
  return [fresh, () => setFresh(false)];
}

function NewOffer<Stored extends Offer, Draft extends Drafted>({ kind }: { kind: OfferKind<Stored, Draft> }) {
  const { t } = useTranslation();
  const words = kind.newWords(t);
  usePageTitle(words.title);
  const router = useRouter();
  const { mutate } = useSWRConfig();
  const outcome = useDecision(async () => undefined);

  const create = async (draft: Draft) => {
    await outcome.decide(kind.recordWords(t, kind.keyOfDraft(draft)).created, async () => {
      const stored = await kind.create(kind.bodyOf(draft));
      const key = kind.keyOf(stored);
      // The page it opens starts from the stored record instead of reading it again.
      await mutate([`${kind.family}/get`, key], stored, { revalidate: false });
      router.history.push(`/admin/${kind.family}/${encodeURIComponent(key)}`, JUST_CREATED);
    });
  };

  return (
    <>
      <p>
        <AdminLink to={LIST}>{t('offers.back')}</AdminLink>
      </p>
      <h1 tabIndex={-1} id="new-title">
        {words.title}
      </h1>
      <p>{words.intro}</p>
      <FormStatus done={outcome.done} failed={outcome.failed} />
      <OfferForm
        kind={kind}
        initial={kind.draftOf(null)}
        creating
        labelledBy="new-title"
        problems={outcome.problems}
        submit={words.create}
        onSave={create}
      />
    </>
  );
}

function StoredOffer<Stored extends Offer, Draft extends Drafted>({
  kind,
  recordKey,
}: {
  kind: OfferKind<Stored, Draft>;
  recordKey: string;
}) {
  const { t } = useTranslation();
  const words = kind.recordWords(t, recordKey);
  usePageTitle(words.title);
  const record = useSWR([`${kind.family}/get`, recordKey], () => kind.read(recordKey));
  const outcome = useDecision(() => record.mutate());
  const [justCreated, forgetCreated] = useJustCreated();

  const decide = (said: string, call: () => Promise<unknown>) => {
    forgetCreated();
    return outcome.decide(said, call);
  };
  const done = outcome.done ?? (justCreated ? words.created : null);

  return (
    <RecordFrame back={t('offers.back')} backTo={LIST} title={words.title} notFound={words.notFound} result={record}>
      {(stored) => {
        const save = async (draft: Draft) => {
          const changed = changedFields(kind.bodyOf(draft), kind.bodyOf(kind.draftOf(stored)));
          if (Object.keys(changed).length === 0) {
            forgetCreated();
            outcome.succeed(t('offer.unchanged'));
            return;
          }
          await decide(words.saved, () => kind.update(recordKey, changed));
        };
        return (
          <>
            <FormStatus done={done} failed={outcome.failed} />
            <AsItStands
              kind={kind}
              stored={stored}
              onEnd={() => decide(t('offer.endedDone'), () => kind.update(recordKey, { endsAt: new Date().toISOString() }))}
            />
            <section aria-labelledby="change-title">
              <h2 id="change-title">{t('offer.change')}</h2>
              <OfferForm
                // A stored record read again (saved, ended) starts the form afresh from it.
                key={JSON.stringify(stored)}
                kind={kind}
                initial={kind.draftOf(stored)}
                creating={false}
                labelledBy="change-title"
                problems={outcome.problems}
                submit={t('offer.save')}
                onSave={save}
              />
            </section>
          </>
        );
      }}
    </RecordFrame>
  );
}

/** The stored record as a cart meets it now, and while it runs the way to end it. */
function AsItStands<Stored extends Offer, Draft extends Drafted>({
  kind,
  stored,
  onEnd,
}: {
  kind: OfferKind<Stored, Draft>;
  stored: Stored;
  onEnd: () => Promise<boolean>;
}) {
  const { t, i18n } = useTranslation();
  const state = offerState(stored, Date.now());
  const when = { start: formatTime(stored.startsAt, i18n.language), end: stored.endsAt && formatTime(stored.endsAt, i18n.language) };
  return (
    <section aria-labelledby="now-title">
      <h2 id="now-title">{t('offer.now')}</h2>
      <dl className="figures">
        <dt>{t('offers.takesOff')}</dt>
        <dd>{kind.takesOff(stored, t, i18n.language)}</dd>
        <dt>{t('offers.state')}</dt>
        <dd>{t(`offerState.${state}`)}</dd>
        <dt>{t('offer.runs')}</dt>
        <dd>{when.end ? t('offer.period', when) : t('offer.periodOpen', when)}</dd>
        {kind.moreFigures(stored, t)}
      </dl>
      <h3>{t('offer.stacking')}</h3>
      <div className="stacking">
        {kind.stacking(stored, t).map((sentence) => (
          <p key={sentence}>{sentence}</p>
        ))}
      </div>
      {state === 'running' && (
        <div className="buttons">
          <ChangeButton label={t('offer.end')} confirm ask={t('offer.endAsk')} onChange={onEnd} />
        </div>
      )}
    </section>
  );
}

/** The form of a new record or of a change: the problems the shop named, the kind's fields, the texts and one button. */
function OfferForm<Stored extends Offer, Draft extends Drafted>({
  kind,
  initial,
  creating,
  labelledBy,
  problems,
  submit,
  onSave,
}: {
  kind: OfferKind<Stored, Draft>;
  initial: Draft;
  creating: boolean;
  /** The heading that names the form. */
  labelledBy: string;
  problems: Record<string, string>;
  submit: string;
  onSave: (draft: Draft) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(initial);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof Draft>(name: K, value: Draft[K]) => setDraft((before) => ({ ...before, [name]: value }));
  const fields = formFields(kind.idPrefix, problems, { ...kind.labels(draft, t), ...textLabels(t, kind.texts) });

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    await onSave(draft);
    setBusy(false);
  }

  return (
    <form className="record" onSubmit={(event) => void send(event)} aria-labelledby={labelledBy}>
      <ProblemSummary title={t('offer.problems')} problems={problems} fieldOf={fields.fieldOf} />
      <kind.Fields draft={draft} set={set} at={fields.at} creating={creating} />
      <TextsFieldset
        body={kind.texts}
        texts={draft.texts}
        onChange={(texts) => setDraft((before) => ({ ...before, texts }))}
        at={fields.at}
      />
      <button type="submit" className="primary" disabled={busy}>
        {submit}
      </button>
    </form>
  );
}
