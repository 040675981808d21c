// Start-up stage: the schema library alone (see src/entry-client.tsx).
export { object as library } from 'zod';
