import type { z } from 'zod';
import type { returnLineSchema } from '../schema/web-api/returns';
import { useReturnStrings } from './return-strings';

type ReturnLine = z.infer<typeof returnLineSchema>;

/** The items of a return, as its list entry and its own page both show them. */
export function ReturnLines({ lines }: { lines: readonly ReturnLine[] }) {
  const { t } = useReturnStrings();
  return (
    <ul role="list" className="flex flex-col gap-2">
      {lines.map((line, index) => (
        <li key={index} className="flex items-center gap-3">
          {line.image ? <img src={line.image} alt="" width={48} height={60} loading="lazy" className="h-15 w-12 rounded object-cover" /> : null}
          <span className="flex-1">
            <span className="block text-text">{line.name}</span>
            {line.options ? <span className="block text-sm text-desc">{line.options}</span> : null}
          </span>
          <span className="text-sm text-text">{t('return.quantity', { count: line.quantity })}</span>
        </li>
      ))}
    </ul>
  );
}
