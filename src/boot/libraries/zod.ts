// Start-up stage: the schema library alone (see src/entry-client.tsx).
import { config } from 'zod';

// The browser checks each schema a handful of times, so compiling fast paths for them
// costs more than it saves (the server, parsing all day, keeps them). Set here, before any
// schema exists: zod decides at a schema's creation, probing with `new Function`, which the
// shop's Content-Security-Policy refuses and reports as a violation.
config({ jitless: true });

export { object as library } from 'zod';
