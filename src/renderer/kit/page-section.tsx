import { useId, type ComponentProps, type ReactNode } from 'react';

/**
 * A page's own section: its one h1 and what follows, the section named by its heading for
 * assistive technology. Pass `headingId` when other parts of the page point at the heading
 * too (a fieldset labelled by it, a message described by it).
 */
export function PageSection({
  title,
  headingId,
  children,
  ...attributes
}: { title: ReactNode; headingId?: string | undefined; children?: ReactNode } & Omit<ComponentProps<'section'>, 'title' | 'className'>) {
  const ownId = useId();
  const id = headingId ?? ownId;
  return (
    <section {...attributes} aria-labelledby={id} className="container flex flex-col gap-4 py-6">
      <h1 id={id} className="text-heading font-title text-title">
        {title}
      </h1>
      {children}
    </section>
  );
}
