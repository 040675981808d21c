import { describe, expect, it } from 'vitest';
import { ADMIN_API } from '../schema/admin-api';
import { CATALOG_FILES_ROLES } from '../schema/admin-api/catalog-files';
import { AREAS } from './areas';

describe('the roles of the back office areas', () => {
  it.each(Object.entries(AREAS))('%s opens to the roles of the call it opens with', (_, area) => {
    expect(area.roles).toEqual(ADMIN_API[area.opensWith].roles);
  });

  // The pages area opens with the draft's save: whoever sees it must also be able to do the rest of composing.
  it.each(['pages/get', 'pages/draft/get', 'pages/publish', 'pages/revisions/list', 'pages/rollback'] as const)(
    'the pages area opens only to roles that may call %s',
    (name) => {
      expect(ADMIN_API[name].roles).toEqual(AREAS.pages.roles);
    },
  );

  // The theme area opens with the theme's save: whoever sees it must also be able to read the theme it starts from.
  it('the theme area opens only to roles that may read the theme', () => {
    expect(ADMIN_API['theme/get'].roles).toEqual(AREAS.theme.roles);
  });

  // The catalog's files are not calls of the table: the server lets the area's roles run them, and no others.
  it('the catalog area opens to the roles that may import and export the catalog', () => {
    expect(CATALOG_FILES_ROLES).toEqual(AREAS.catalog.roles);
  });

  // Each catalog area opens with its list: whoever sees the list must also be able to read, write and remove what it lists.
  it.each([
    ['categories', ['categories/get', 'categories/put', 'categories/delete']],
    ['tags', ['tags/get', 'tags/put', 'tags/delete']],
    ['collections', ['collections/get', 'collections/put', 'collections/delete', 'products/list']],
    ['articles', ['articles/get', 'articles/put', 'articles/archive']],
    ['catalog', ['products/list', 'products/get', 'products/put', 'products/pictures/add', 'products/pictures/put']],
    ['catalog', ['categories/list', 'categories/put', 'tags/list', 'tags/put']],
    ['products', ['products/get', 'products/put', 'products/pictures/add', 'products/pictures/put', 'products/pictures/delete', 'products/pictures/order']],
  ] as const)('the %s area opens only to roles that may make each of its calls', (area, names) => {
    for (const name of names) expect(ADMIN_API[name].roles).toEqual(AREAS[area].roles);
  });
});
