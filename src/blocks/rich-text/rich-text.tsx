import type { RichTextProps } from './schema';

// `html` is SafeHtml: the server cleaned it when it made the page data.
export default function RichText({ html, align, width }: RichTextProps) {
  return (
    <div className="container mx-auto">
      <div
        className={`prose-vitrine ${width === 'narrow' ? 'max-w-prose' : ''} ${align === 'center' ? 'mx-auto text-center' : ''}`}
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </div>
  );
}
