import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { renderWithI18n } from '../renderer/react/test-utils';
import { HumanCheck } from './human-check';

function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

describe('HumanCheck', () => {
  test('reads success only once the check is solved, and hands the payload to the form', async () => {
    const answer = deferred<string | null>();
    const onChange = vi.fn();
    await renderWithI18n(<HumanCheck run={() => answer.promise} onChange={onChange} />);
    const slider = screen.getByRole('slider', { name: 'Swipe right to complete verification' });
    slider.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(slider.getAttribute('aria-valuenow')).toBe('25');
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('status').textContent).toBe('Checking…');
    expect(onChange).not.toHaveBeenCalled();
    await act(async () => answer.resolve('solved-payload'));
    expect(screen.getByRole('status').textContent).toBe('Verification success');
    expect(onChange).toHaveBeenCalledWith('solved-payload');
    expect(slider.getAttribute('aria-disabled')).toBe('true');
  });

  test('says the check failed and puts the handle back when it cannot be solved', async () => {
    const onChange = vi.fn();
    await renderWithI18n(<HumanCheck run={async () => null} onChange={onChange} />);
    const slider = screen.getByRole('slider');
    slider.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Verification failed'));
    expect(slider.getAttribute('aria-valuenow')).toBe('0');
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  test('moving part of the way does not start the check; Home goes back', async () => {
    const run = vi.fn(async () => 'payload');
    await renderWithI18n(<HumanCheck run={run} onChange={() => {}} />);
    const slider = screen.getByRole('slider');
    slider.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{Home}');
    expect(slider.getAttribute('aria-valuenow')).toBe('0');
    expect(run).not.toHaveBeenCalled();
  });

  test('in Traditional Chinese', async () => {
    await renderWithI18n(<HumanCheck run={async () => 'payload'} onChange={() => {}} />, { locale: 'zh-HK' });
    const slider = screen.getByRole('slider');
    expect(slider.getAttribute('aria-label')).toBe('向右滑動以完成驗證');
  });
});
