import type { BlockCode, BlockCodeTable } from '../renderer/core/define-block';

/*
 * The code of every block, by type, without its schema: what the browser needs to draw a
 * page the server has already checked. Found by the folder convention the server preloads by
 * (src/blocks/<type>/<type>.tsx), so it follows the registry without a list of its own;
 * block-code.test.ts holds the two together. The schemas load later, for checking the pages
 * the browser fetches itself.
 */
const modules = import.meta.glob<{ default: unknown }>(['./*/*.tsx', '!./*/*.stories.tsx', '!./*/*.test.tsx']);

export const blockCode: BlockCodeTable = Object.fromEntries(
  Object.entries(modules).flatMap(([path, load]): [string, BlockCode][] => {
    const [, folder, file] = path.split('/');
    return folder && file === `${folder}.tsx` ? [[folder, { load }]] : [];
  }),
);
