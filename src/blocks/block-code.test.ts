import { expect, it } from 'vitest';
import { blockCode } from './block-code';
import { registry } from './registry';

it('has the code of every registered block and of nothing else', async () => {
  expect(Object.keys(blockCode).sort()).toEqual(Object.keys(registry).sort());
  for (const [type, code] of Object.entries(blockCode)) {
    const [own, registered] = await Promise.all([code.load(), registry[type]!.load()]);
    expect(own.default, `block "${type}"`).toBe(registered.default);
  }
});
