import type { HeroBannerProps } from './schema';

/*
 * Each tone pairs two theme colors that already have to contrast with each other: the
 * background against the primary (links) and the hero color (headlines). Inverting such a
 * pair keeps text readable whatever colors the merchant picks.
 */
const TONES = {
  primary: {
    surface: 'bg-primary text-background [--focus-ring:var(--color-background)]',
    scrim: 'bg-primary',
    cta: 'bg-background text-primary',
  },
  hero: { surface: 'bg-hero text-background [--focus-ring:var(--color-background)]', scrim: 'bg-hero', cta: 'bg-background text-hero' },
  plain: { surface: 'text-text', scrim: 'bg-background', cta: 'bg-primary text-background' },
} as const;

export default function HeroBanner({ eyebrow, heading, level, text, cta, align, tone, image }: HeroBannerProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  const colors = TONES[tone];
  const centered = align === 'center';
  const title = <Heading className={`text-heading font-title ${tone === 'plain' ? 'text-title' : 'text-inherit'}`}>{heading}</Heading>;
  return (
    <div className={`relative isolate overflow-hidden ${colors.surface}`} data-tone={tone} data-align={align}>
      {image && (
        <>
          <img src={image.src} alt={image.alt} decoding="async" className="absolute inset-0 -z-10 h-full w-full object-cover" />
          {/* Lets the image show through while keeping text over it at AA contrast. */}
          <div aria-hidden="true" className={`absolute inset-0 -z-10 opacity-80 ${colors.scrim}`} />
        </>
      )}
      <div className="container py-12 md:py-20">
        <div className={`flex max-w-3xl flex-col gap-4 ${centered ? 'mx-auto items-center text-center' : 'items-start text-start'}`}>
          {eyebrow ? (
            <hgroup className="flex flex-col gap-2">
              <p className="text-sm font-semibold uppercase tracking-wider">{eyebrow}</p>
              {title}
            </hgroup>
          ) : (
            title
          )}
          {text && <p className="max-w-prose text-lg">{text}</p>}
          {cta && (
            <a
              href={cta.href}
              className={`mt-2 inline-block rounded-theme px-6 py-3 font-semibold no-underline hover:opacity-90 ${colors.cta}`}
            >
              {cta.label}
            </a>
          )}
        </div>
      </div>
    </div>
  );
}
