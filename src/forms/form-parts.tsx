import { lazy, Suspense, useSyncExternalStore, type FormEvent, type ReactNode, type RefObject } from 'react';
import { ERROR_TEXT } from './field';
import type { FormCall } from './use-form-call';

/*
 * The parts every form that sends one call shares: the form itself, its refusal that names no
 * field, its footer, and its slider check. One module, loaded with the first form of a page.
 */
/**
 * A form that sends one call: named by its heading, checked by the server (the browser's own
 * bubbles stay quiet), its fields in one column. The form a page is for (an inquiry, a return)
 * keeps to a readable width; a form within a page (a review, a parcel sent back) says its own.
 */
export function CallForm({
  formRef,
  headingId,
  onSubmit,
  className = 'flex max-w-2xl flex-col gap-5',
  children,
}: {
  formRef: RefObject<HTMLFormElement | null>;
  headingId: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  className?: string;
  children: ReactNode;
}) {
  return (
    <form ref={formRef} aria-labelledby={headingId} noValidate onSubmit={(event) => void onSubmit(event)} className={className}>
      {children}
    </form>
  );
}

/** A refusal that names no field ('wrong account or password'), read out as it appears. */
export function FormAlert({ message }: { message: string | null | undefined }) {
  return message ? (
    <p role="alert" className={ERROR_TEXT}>
      {message}
    </p>
  ) : null;
}

/**
 * How every form that sends one call ends: its refusal that names no field, then its submit
 * button, held while the call is out. In a column form the button spans the form, as the
 * sign-in pages draw it; `fit` keeps it to its words' width.
 */
export function FormFooter({ call, label, fit = false }: { call: Pick<FormCall, 'formError' | 'busy'>; label: string; fit?: boolean }) {
  const button = (
    <button
      type="submit"
      disabled={call.busy}
      className="min-h-11 rounded-theme bg-primary px-5 py-2 font-semibold text-background disabled:opacity-70"
    >
      {label}
    </button>
  );
  return (
    <>
      <FormAlert message={call.formError} />
      {fit ? <p>{button}</p> : button}
    </>
  );
}

const subscribe = () => () => {};

/**
 * A control whose code comes once the page runs (`children`, a lazy component): the server's
 * HTML and the hydration draw `place` instead, of the control's size, so nothing moves when
 * it arrives; the server's renderToString cannot wait for a lazy component. Before the page
 * runs the control could not be used anyway.
 */
export function OnceRunning({ place, children }: { place: ReactNode; children: ReactNode }) {
  const running = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  return running ? <Suspense fallback={place}>{children}</Suspense> : place;
}

// The slider's code (its drag and keys, the proof-of-work client): the sign-up and
// forgot-password pages start without it.
const FormHumanCheck = lazy(async () => ({ default: (await import('./human-check')).FormHumanCheck }));

/** A form's slider check (spec §5), drawn as an empty track until its code is in. Its problem is the call's 'humanCheck' one. */
export function SliderField({
  call,
  onChange,
}: {
  call: Pick<FormCall, 'errorOf' | 'clearProblem'>;
  onChange: (payload: string | null) => void;
}) {
  return (
    <OnceRunning place={<div aria-hidden="true" className="h-11 rounded-theme border border-theme" />}>
      <FormHumanCheck call={call} onChange={onChange} />
    </OnceRunning>
  );
}
