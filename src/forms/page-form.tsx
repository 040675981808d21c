import type { FormEvent, ReactNode, RefObject } from 'react';

/**
 * The form a page is for (an inquiry, a return): named by the page's heading, its fields in one
 * column of a readable width, checked by the server (the browser's own bubbles stay quiet).
 */
export function PageForm({
  formRef,
  headingId,
  onSubmit,
  children,
}: {
  formRef: RefObject<HTMLFormElement | null>;
  headingId: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  children: ReactNode;
}) {
  return (
    <form
      ref={formRef}
      aria-labelledby={headingId}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="flex max-w-2xl flex-col gap-5"
    >
      {children}
    </form>
  );
}
