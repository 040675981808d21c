import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from './field';
import { runServerHumanCheck } from './server-human-check';
import type { FormCall } from './use-form-call';

/**
 * Fetches a challenge the server signed and solves it; answers the payload the form sends,
 * or null when the check could not be passed.
 */
export type RunHumanCheck = (signal: AbortSignal) => Promise<string | null>;

export type HumanCheckProps = {
  run: RunHumanCheck;
  /** Hears the solved payload, and null whenever there is none (again). */
  onChange: (payload: string | null) => void;
  /** A problem to show under the slider, already translated (not passed yet, refused by the server). */
  error?: string | undefined;
};

type Status = 'idle' | 'checking' | 'success' | 'failed';

const END = 100;
/** How far one arrow key press moves the handle. */
const STEP = 25;

/**
 * Spec §5's slider check: 'Swipe right to complete verification'. Reaching the right end
 * starts the real check — a proof of work the server issued, solved in this browser — and the
 * slider reads 'Verification success' only once it is solved; otherwise 'Verification failed'
 * and the handle goes back. A slider to assistive technology (arrows, Home, End, Enter),
 * announced through a live region; the handle springs back without motion when the shopper
 * asks for reduced motion.
 */
export function HumanCheck({ run, onChange, error }: HumanCheckProps) {
  // Its words are the shared validation strings: it goes on forms of every area.
  const { t } = useTranslation();
  const errorId = useId();
  const [value, setValue] = useState(0);
  const [status, setStatus] = useState<Status>('idle');
  const [dragging, setDragging] = useState(false);
  const track = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; from: number } | null>(null);
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  const locked = status === 'checking' || status === 'success';

  const check = () => {
    setValue(END);
    setStatus('checking');
    const controller = new AbortController();
    running.current = controller;
    run(controller.signal)
      .catch(() => null)
      .then((payload) => {
        if (controller.signal.aborted) return;
        if (payload === null) {
          setStatus('failed');
          setValue(0);
          onChange(null);
        } else {
          setStatus('success');
          onChange(payload);
        }
      });
  };

  const moveTo = (next: number) => {
    if (locked) return;
    const clamped = Math.max(0, Math.min(END, next));
    if (clamped >= END) check();
    else setValue(clamped);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: value + STEP,
      ArrowUp: value + STEP,
      ArrowLeft: value - STEP,
      ArrowDown: value - STEP,
      Home: 0,
      End: END,
      Enter: END,
      ' ': END,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    moveTo(next);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (locked) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, from: value };
    setDragging(true);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    const width = track.current?.getBoundingClientRect().width ?? 0;
    if (!start || width === 0) return;
    const handle = event.currentTarget.getBoundingClientRect().width;
    const travel = Math.max(1, width - handle);
    setValue(Math.max(0, Math.min(END, start.from + ((event.clientX - start.x) / travel) * END)));
  };
  const onPointerUp = () => {
    if (!drag.current) return;
    drag.current = null;
    setDragging(false);
    // Let go short of the end: the handle springs back.
    if (value >= END - 2) check();
    else setValue(0);
  };

  const statusText = {
    idle: '',
    checking: t('validation.checking'),
    success: t('validation.sliderSuccess'),
    failed: t('validation.verificationFailed'),
  }[status];
  const trackText = status === 'idle' ? t('validation.sliderPrompt') : statusText;
  const motion = dragging ? '' : 'motion-safe:transition-all motion-safe:duration-300';

  return (
    <div className="flex flex-col gap-1">
      <div
        ref={track}
        className={`relative h-11 select-none overflow-hidden rounded-theme border bg-background ${error ? 'border-error' : 'border-theme'}`}
      >
        <div
          aria-hidden="true"
          className={`absolute inset-y-0 left-0 ${status === 'success' ? 'bg-success/20' : 'bg-primary/15'} ${motion}`}
          style={{ width: `calc(2.75rem + (100% - 2.75rem) * ${value / END})` }}
        />
        <span aria-hidden="true" className="absolute inset-0 flex items-center justify-center px-12 text-center text-sm text-text">
          {trackText}
        </span>
        <div
          role="slider"
          tabIndex={0}
          aria-label={t('validation.sliderPrompt')}
          aria-valuemin={0}
          aria-valuemax={END}
          aria-valuenow={Math.round(value)}
          aria-valuetext={status === 'idle' ? `${Math.round(value)}%` : statusText}
          aria-disabled={locked || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onKeyDown={onKeyDown}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
          className={`absolute inset-y-0 flex w-11 cursor-grab touch-none items-center justify-center rounded-theme text-background focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-[-4px] focus-visible:outline-text ${
            status === 'success' ? 'bg-success' : 'bg-primary'
          } ${motion}`}
          style={{ left: `calc((100% - 2.75rem) * ${value / END})` }}
        >
          <span aria-hidden="true">{status === 'success' ? '✓' : '»'}</span>
        </div>
      </div>
      <p role="status" className="sr-only">
        {statusText}
      </p>
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/**
 * The slider as one of a form's fields: it shows the call's 'humanCheck' problem and, once
 * solved, settles it, as a corrected field's problem is settled. `onChange` hears the payload
 * the form sends, and null whenever there is none (again).
 */
export function FormHumanCheck({ call, onChange }: { call: Pick<FormCall, 'errorOf' | 'clearProblem'>; onChange: (payload: string | null) => void }) {
  return (
    <HumanCheck
      run={runServerHumanCheck}
      onChange={(payload) => {
        onChange(payload);
        if (payload !== null) call.clearProblem('humanCheck');
      }}
      error={call.errorOf('humanCheck')}
    />
  );
}
