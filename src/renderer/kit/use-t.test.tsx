import { act, screen } from '@testing-library/react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { describe, expect, test } from 'vitest';
import { renderWithI18n } from '../react/test-utils';
import { useT } from './use-t';

function Label({ seen }: { seen?: unknown[] }) {
  const { t, i18n } = useT();
  seen?.push(i18n);
  return <span data-testid="label">{t('kit.pagination.label')}</span>;
}

// Drawn once by its parent: only the language change itself can draw it again.
const Held = memo(function Held() {
  return <Label />;
});

function Reference() {
  const { t } = useTranslation();
  return <span data-testid="reference">{t('kit.pagination.label')}</span>;
}

describe('useT', () => {
  test('says what useTranslation says, in the page’s language', async () => {
    await renderWithI18n(
      <>
        <Label />
        <Reference />
      </>,
      { locale: 'zh-HK' },
    );
    expect(screen.getByTestId('label').textContent).toBe(screen.getByTestId('reference').textContent);
    expect(screen.getByTestId('label').textContent).not.toBe('Pages');
  });

  test('draws again in the new language when it changes, even where nothing else draws it', async () => {
    const { i18n } = await renderWithI18n(<Held />);
    expect(screen.getByTestId('label').textContent).toBe('Pages');
    await act(() => i18n.changeLanguage('zh-HK'));
    expect(screen.getByTestId('label').textContent).toBe(i18n.getFixedT('zh-HK')('kit.pagination.label'));
    expect(screen.getByTestId('label').textContent).not.toBe('Pages');
  });

  test('hands every component the one i18n instance, not a copy of it each', async () => {
    const seen: unknown[] = [];
    const { i18n } = await renderWithI18n(
      <>
        <Label seen={seen} />
        <Label seen={seen} />
      </>,
    );
    expect(seen.length).toBeGreaterThanOrEqual(2);
    expect(seen.every((instance) => instance === i18n)).toBe(true);
  });
});
