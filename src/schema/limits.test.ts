import { describe, expect, it } from 'vitest';
import { isStorableText, storableText, UNSTORABLE_MESSAGE } from './limits';

describe('storable text', () => {
  it('accepts any well-formed text, surrogate pairs (emoji, rare CJK) included', () => {
    for (const text of ['', 'Summer is here', '夏天來了', '😀 𠀋', '\t\n\u007f\uffff']) expect(isStorableText(text), text).toBe(true);
  });

  it('refuses NUL and either half of a surrogate pair on its own, with the message merchants see', () => {
    for (const text of ['a\u0000b', '\ud800', 'x\udc00', '\ude00\ud83d', '😀\ud83d']) expect(isStorableText(text), JSON.stringify(text)).toBe(false);
    const parsed = storableText.safeParse('a\u0000');
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(UNSTORABLE_MESSAGE);
  });
});
