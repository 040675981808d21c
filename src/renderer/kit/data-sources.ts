import { pageData } from './read-page-data';

/**
 * `data.sources`, the lists that blocks with a data source read their own entry of. Which entry
 * a block reads is named by its `source` prop, so it reads it as it draws rather than as a prop.
 */
export const sourceLists = pageData(() => import('../../schema/catalog').then((catalog) => catalog.sourceListsSchema.optional()));
