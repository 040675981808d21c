import { sanitizeHtml } from '../../renderer/core/sanitize-html';
import type { RichTextProps } from './schema';

export default function RichText({ html, align, width }: RichTextProps) {
  return (
    <div className="container mx-auto">
      <div
        className={`prose-vitrine ${width === 'narrow' ? 'max-w-prose' : ''} ${align === 'center' ? 'mx-auto text-center' : ''}`}
        dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }}
      />
    </div>
  );
}
