import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { renderWithI18n } from '../renderer/react/test-utils';
import { PictureField, usePictureChoice } from './picture-field';

let made = 0;
let freed: string[] = [];
const realCreate = URL.createObjectURL;
const realRevoke = URL.revokeObjectURL;

beforeEach(() => {
  made = 0;
  freed = [];
  // jsdom draws no pictures: a preview address is all the field needs.
  URL.createObjectURL = () => `blob:preview-${++made}`;
  URL.revokeObjectURL = (url: string) => void freed.push(url);
});

afterEach(() => {
  cleanup();
  URL.createObjectURL = realCreate;
  URL.revokeObjectURL = realRevoke;
});

const photo = (name: string) => new File([new Uint8Array([1, 2, 3])], name, { type: 'image/png' });

function Pictures({ max }: { max: number }) {
  const choice = usePictureChoice(max);
  return (
    <PictureField
      id="pictures"
      choice={choice}
      max={max}
      accept="image/png"
      label="Add pictures"
      hint="PNG only"
      tooMany="Only the first ones were kept."
    />
  );
}

describe('the picture field', () => {
  test('keeps as many pictures as the form allows, says so when more were chosen, and takes no more once full', async () => {
    await renderWithI18n(<Pictures max={3} />);
    const field = screen.getByLabelText<HTMLInputElement>('Add pictures');
    await userEvent.upload(field, [photo('a.png'), photo('b.png'), photo('c.png'), photo('d.png')]);
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual(['Picture 1', 'Picture 2', 'Picture 3']);
    expect(screen.getByText('Only the first ones were kept.')).toBeTruthy();
    expect(field.disabled).toBe(true);
  });

  test('takes a picture out, frees its preview and makes room again', async () => {
    const { unmount } = await renderWithI18n(<Pictures max={2} />);
    await userEvent.upload(screen.getByLabelText('Add pictures'), [photo('a.png'), photo('b.png')]);
    await userEvent.click(screen.getByRole('button', { name: 'Remove picture 1' }));
    expect(freed).toEqual(['blob:preview-1']);
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('src'))).toEqual(['blob:preview-2']);
    expect(screen.getByLabelText<HTMLInputElement>('Add pictures').disabled).toBe(false);
    // Leaving the form frees the previews still shown.
    unmount();
    expect(freed).toEqual(['blob:preview-1', 'blob:preview-2']);
  });

  test('numbers each preview and its button in the shopper\'s language', async () => {
    await renderWithI18n(<Pictures max={2} />, { locale: 'zh-HK' });
    await userEvent.upload(screen.getByLabelText('Add pictures'), [photo('a.png'), photo('b.png')]);
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual(['圖片 1', '圖片 2']);
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['移除圖片 1', '移除圖片 2']);
  });
});
