import { useId } from 'react';
import { useT } from '../kit/use-t';

/**
 * Spec §8 'Template does not exist': the page's template has no body, so instead of an
 * empty page the merchant learns which template to restore or customise.
 */
export function TemplateMissingScreen({ template }: { template: string }) {
  const { t } = useT();
  const headingId = useId();
  // The template's name is an identifier the merchant looks up, not a word to translate: set apart as code.
  const [before, after = ''] = t('renderer.templateMissing.body', { template: '\u0000' }).split('\u0000');
  return (
    <section aria-labelledby={headingId} className="container py-16 text-center" data-screen="template-missing">
      <h1 id={headingId} className="text-heading font-title text-title">
        {t('renderer.templateMissing.title')}
      </h1>
      <p className="mx-auto mt-4 max-w-prose">
        {before}
        <code className="font-mono">{template}</code>
        {after}
      </p>
      <p className="mx-auto mt-2 max-w-prose text-desc">{t('renderer.templateMissing.action')}</p>
    </section>
  );
}
