import { useId } from 'react';
import { LazyImage } from '../../renderer/kit/lazy-image';
import type { ImageWithTextProps } from './schema';

/* Typography for the merchant's HTML, which carries no classes of its own. */
const TEXT_STYLES = [
  'text-body [&>*+*]:mt-4',
  '[&_h2]:text-2xl [&_h2]:font-title [&_h2]:text-title [&_h3]:text-xl [&_h3]:font-title [&_h3]:text-title',
  '[&_ul]:list-disc [&_ul]:ps-6 [&_ol]:list-decimal [&_ol]:ps-6 [&_a]:text-primary [&_a]:underline',
].join(' ');

export default function ImageWithText({ image, heading, html, cta, layout, priority }: ImageWithTextProps) {
  const headingId = useId();
  // SafeHtml: the server cleaned it when it made the page data.
  const text = html;
  return (
    <section className="container" aria-labelledby={heading ? headingId : undefined} data-layout={layout}>
      <div className="grid items-center gap-6 md:grid-cols-2 md:gap-10">
        {/* Text first in the document, so the heading leads for screen readers; the picture is moved only visually. */}
        <div className="flex flex-col items-start gap-4">
          {heading && (
            <h2 id={headingId} className="text-heading font-title text-title">
              {heading}
            </h2>
          )}
          {text && <div className={TEXT_STYLES} dangerouslySetInnerHTML={{ __html: text }} />}
          {cta && (
            <a href={cta.href} className="mt-2 inline-flex min-h-11 items-center rounded-theme bg-primary px-6 font-semibold text-background no-underline hover:underline">
              {cta.label}
            </a>
          )}
        </div>
        <LazyImage
          image={image}
          priority={priority}
          sizes="(min-width: 768px) 50vw, 100vw"
          className={`order-first rounded-theme ${layout === 'image-right' ? 'md:order-last' : ''}`}
        />
      </div>
    </section>
  );
}
