// Start-up stage: React and its DOM renderer alone (see src/entry-client.tsx).
import 'react';
export { hydrateRoot as library } from 'react-dom/client';
