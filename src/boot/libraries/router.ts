// Start-up stage: the router alone (see src/entry-client.tsx).
export { RouterProvider as library } from '@tanstack/react-router';
