// zod checks once whether it may compile parsers with `new Function`; under the page's CSP (no
// 'unsafe-eval') that probe is refused and reported as a violation, though zod copes. Declaring the
// answer before any schema is built keeps the console clean. Imported first by bootstrap.tsx and by the
// first sign-in form (features/auth/login-form.ts); the
// same zod instance builds the contracts the shell offers to the remotes.
import { config } from 'zod/v4/core';

config({ jitless: true });
