import {
  useEffect,
  useId,
  useRef,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { useTranslation } from 'react-i18next';
import { STAFF_PASSWORD } from '../schema/admin-api/staff';
import { AdminRefusal } from './api';

/*
 * A labelled field with its hint and its problem, tied to the control so a screen reader reads
 * them with it: the problem the shop named at this field's path, or the form's own check.
 */

type FieldFrame = { label: string; hint?: string | undefined; problem?: string | undefined };

/** The control's ids; `given` where a page links to the control (a summary of problems). */
function useFieldIds(problem: string | undefined, hint: string | undefined, given?: string) {
  const generated = useId();
  const id = given ?? generated;
  const hintId = hint ? `${id}-hint` : undefined;
  const problemId = problem ? `${id}-problem` : undefined;
  return { id, hintId, problemId, describedBy: [hintId, problemId].filter(Boolean).join(' ') || undefined };
}

type FieldIds = ReturnType<typeof useFieldIds>;

/** The field's hint and problem, under it, with the ids its control is described by. */
function FieldNotes({ ids, hint, problem }: { ids: FieldIds; hint?: string | undefined; problem?: string | undefined }) {
  return (
    <>
      {hint && (
        <p className="field-hint" id={ids.hintId}>
          {hint}
        </p>
      )}
      {problem && (
        <p className="field-problem" id={ids.problemId}>
          {problem}
        </p>
      )}
    </>
  );
}

function Frame({ ids, label, hint, problem, children }: FieldFrame & { ids: FieldIds; children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={ids.id}>{label}</label>
      {children}
      <FieldNotes ids={ids} hint={hint} problem={problem} />
    </div>
  );
}

export function TextField({ label, hint, problem, ...input }: FieldFrame & InputHTMLAttributes<HTMLInputElement>) {
  const ids = useFieldIds(problem, hint, input.id);
  return (
    <Frame ids={ids} label={label} hint={hint} problem={problem}>
      <input id={ids.id} aria-invalid={problem ? true : undefined} aria-describedby={ids.describedBy} {...input} />
    </Frame>
  );
}

export function SelectField({ label, hint, problem, children, ...select }: FieldFrame & SelectHTMLAttributes<HTMLSelectElement>) {
  const ids = useFieldIds(problem, hint, select.id);
  return (
    <Frame ids={ids} label={label} hint={hint} problem={problem}>
      <select id={ids.id} aria-invalid={problem ? true : undefined} aria-describedby={ids.describedBy} {...select}>
        {children}
      </select>
    </Frame>
  );
}

export function TextAreaField({ label, hint, problem, ...textarea }: FieldFrame & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const ids = useFieldIds(problem, hint, textarea.id);
  return (
    <Frame ids={ids} label={label} hint={hint} problem={problem}>
      <textarea id={ids.id} aria-invalid={problem ? true : undefined} aria-describedby={ids.describedBy} {...textarea} />
    </Frame>
  );
}

/** A checkbox with its label beside it, and its hint and problem below. */
export function CheckField({ label, hint, problem, ...input }: FieldFrame & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  const ids = useFieldIds(problem, hint, input.id);
  return (
    <div className="field check">
      <input type="checkbox" id={ids.id} aria-invalid={problem ? true : undefined} aria-describedby={ids.describedBy} {...input} />
      <label htmlFor={ids.id}>{label}</label>
      <FieldNotes ids={ids} hint={hint} problem={problem} />
    </div>
  );
}

/**
 * The problems the shop named when it refused a form, above the form: each a link that moves
 * to its field (`fieldOf` finds it by the problem's path; one the form has no field for is
 * said without a link). It takes the focus when a refusal arrives, so nobody misses it.
 */
export function ProblemSummary({
  title,
  problems,
  fieldOf,
}: {
  title: string;
  /** The refusal's problems by path, a new object with each refusal (useOutcome's `problems`). */
  problems: Record<string, string>;
  fieldOf: (path: string) => { id: string; label: string } | undefined;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (Object.keys(problems).length > 0) box.current?.focus();
  }, [problems]);
  if (Object.keys(problems).length === 0) return null;
  return (
    <div className="problem-summary" role="alert" tabIndex={-1} ref={box}>
      <h2>{title}</h2>
      <ul>
        {Object.entries(problems).map(([path, message]) => {
          const field = fieldOf(path);
          if (!field)
            return (
              <li key={path}>
                <code>{path}</code>: {message}
              </li>
            );
          return (
            <li key={path}>
              <a
                href={`#${field.id}`}
                onClick={(event) => {
                  // The control, not just the page, moves: its label, hint and problem are read with it.
                  event.preventDefault();
                  document.getElementById(field.id)?.focus();
                }}
              >
                {field.label}: {message}
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** What a form says after it is sent: success politely, a refusal at once. */
export function FormStatus({ done, failed }: { done?: string | null | undefined; failed?: string | null | undefined }) {
  return (
    <>
      <p className="status-done" role="status">
        {done ?? ''}
      </p>
      {failed && (
        <p className="status-failed" role="alert">
          {failed}
        </p>
      )}
    </>
  );
}

/** A table in a named region the keyboard can scroll when it is wider than the screen (`narrow`: one that fits a phone). */
export function TableFrame({ label, narrow = false, children }: { label: string; narrow?: boolean; children: ReactNode }) {
  return (
    <div className={narrow ? 'table-frame narrow' : 'table-frame'} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}

/** Whether a page of the back office was shown before: the first one keeps the focus where the browser put it. */
let pageShown = false;

/**
 * Every back office page's start: the document's title follows its heading, and a page opened
 * after another puts the focus on its heading, as a new document would (its code may arrive
 * after the address changed, so the page does this itself once drawn).
 */
export function usePageTitle(title: string): void {
  const { t } = useTranslation();
  const app = t('app.name');
  useEffect(() => {
    document.title = `${title} · ${app}`;
  }, [title, app]);
  useEffect(() => {
    if (pageShown) document.querySelector<HTMLElement>('#main h1')?.focus();
    pageShown = true;
  }, []);
}

/** What a page shows while its data is on the way, or when it did not come. */
export function Waiting({ failed }: { failed: boolean }) {
  const { t } = useTranslation();
  return failed ? <p role="alert">{t('app.failed')}</p> : <p role="status">{t('app.loading')}</p>;
}

/** What the shop said when it refused, or that it did not answer. */
export function useRefusal(): (error: unknown) => string {
  const { t } = useTranslation();
  return (error) => (error instanceof AdminRefusal ? error.answer.msg : t('app.failed'));
}

/** A new staff password field, held to the contract's length. */
export function NewPasswordField({
  label,
  name,
  hint,
  problem,
}: {
  label: string;
  name: string;
  hint: string;
  problem?: string | undefined;
}) {
  return (
    <TextField
      label={label}
      name={name}
      type="password"
      autoComplete="new-password"
      required
      maxLength={STAFF_PASSWORD.max}
      hint={hint}
      problem={problem}
    />
  );
}

/** Whether a new password is too short for the shop to take: said at the field before asking it. */
export const tooShort = (password: string) => password.length < STAFF_PASSWORD.min;

/** What became of the last thing a form or a button asked: done, refused as a whole, or refused at named fields. */
export type Outcome = {
  done: string | null;
  failed: string | null;
  problems: Record<string, string>;
  /** Forgets the last outcome, as a new request starts. */
  clear(): void;
  succeed(said: string): void;
  fail(said: string): void;
  /** The problems by field path (`email`); none clears them. */
  name(problems: Record<string, string>): void;
};

export function useOutcome(): Outcome {
  const [done, setDone] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [problems, setProblems] = useState<Record<string, string>>({});
  return {
    done,
    failed,
    problems,
    clear: () => {
      setDone(null);
      setFailed(null);
    },
    succeed: (said) => {
      setProblems({});
      setDone(said);
    },
    fail: setFailed,
    name: setProblems,
  };
}

/**
 * A change in one press, or two when it cannot be undone (a cancellation, a refund). `ask` is the
 * question before the second press where "cannot be undone" is not the whole truth.
 */
export function ChangeButton({
  label,
  confirm,
  ask,
  onChange,
}: {
  label: string;
  confirm: boolean;
  ask?: string;
  onChange: () => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    await onChange();
    setBusy(false);
    setAsking(false);
  };
  if (!asking) {
    return (
      <button type="button" disabled={busy} onClick={() => (confirm ? setAsking(true) : void run())}>
        {label}
      </button>
    );
  }
  return (
    <div className="confirm" role="group" aria-label={label}>
      <p>{ask ?? t('action.ask')}</p>
      <button type="button" className="danger" disabled={busy} onClick={() => void run()}>
        {t('action.confirm', { action: label })}
      </button>
      <button type="button" onClick={() => setAsking(false)}>
        {t('action.keep')}
      </button>
    </div>
  );
}

/**
 * The pictures a shopper sent (with an inquiry, a return), read from the admin API with the staff
 * session's cookie; each opens at its full size. Nothing when they sent none.
 */
export function ShopperPictures({ addresses }: { addresses: readonly string[] }) {
  const { t } = useTranslation();
  if (addresses.length === 0) return null;
  return (
    <section aria-labelledby="pictures-title">
      <h2 id="pictures-title">{t('shopper.pictures')}</h2>
      <ul className="pictures">
        {addresses.map((address, index) => (
          <li key={address}>
            <a href={address}>
              <img src={address} alt={t('shopper.picture', { n: index + 1 })} width={160} height={160} loading="lazy" />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
