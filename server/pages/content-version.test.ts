import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contentVersion, createVersionMemo, identityOf } from './content-version';

type Part = { theme: object; header: unknown[]; name: string };

describe('versions known by the objects a value holds', () => {
  // As the page's shared part is keyed: the kept objects by identity, what is made afresh by its content.
  const keyOf = (part: Part) => `${identityOf(part.theme)}|${part.header.map(identityOf).join()}|${JSON.stringify(part.name)}`;

  it('names a value as the hash of its content, whatever it holds', () => {
    const version = createVersionMemo(16, identityOf);
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), (value) => {
        expect(version(value)).toBe(contentVersion(value, 16));
      }),
    );
  });

  it('gives a part made afresh around the same kept objects the same version, and new content a new one', () => {
    const version = createVersionMemo(22, keyOf);
    const theme = { colors: { primaryColor: '#4a00ff' } };
    const menu = { id: 'menu', type: 'navigation-menu', props: { items: ['Apparel'] } };
    const part = (name: string, header: unknown[] = [menu]): Part => ({ theme, header: [...header], name });
    const first = version(part('Vitrine'));
    expect(first).toBe(contentVersion(part('Vitrine'), 22));
    expect(version(part('Vitrine'))).toBe(first);
    expect(version(part('Vitrine Shop'))).toBe(contentVersion(part('Vitrine Shop'), 22));
    expect(version(part('Vitrine Shop'))).not.toBe(first);
    // The site changed: a header made anew, not changed in place.
    const renamed = { ...menu, props: { items: ['Clothing'] } };
    expect(version(part('Vitrine', [renamed]))).toBe(contentVersion(part('Vitrine', [renamed]), 22));
    expect(version(part('Vitrine', [renamed]))).not.toBe(first);
  });

  it('tells an object from a string that looks like its name, and two objects that hold the same apart', () => {
    expect(identityOf({})).not.toBe(identityOf({}));
    const kept = { slug: 'tee' };
    expect(identityOf(kept)).toBe(identityOf(kept));
    expect(identityOf(identityOf(kept))).not.toBe(identityOf(kept));
    expect(identityOf(undefined)).not.toBe(identityOf(null));
  });

  it('keeps within its bound however many values it is asked about', () => {
    const version = createVersionMemo(16, identityOf, 8);
    for (let index = 0; index < 100; index += 1) expect(version({ index })).toBe(contentVersion({ index }, 16));
  });
});
