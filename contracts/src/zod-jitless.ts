// zod checks once whether it may compile parsers with `new Function`; under the pages' CSP (no
// 'unsafe-eval') that probe is refused and reported as a violation, though zod copes. Declaring the
// answer before any schema is built keeps the console clean. A side-effect entry of its own
// (`@formbuilder/contracts/zod-jitless`), imported first by each page's entry: the shell (bootstrap and
// the first sign-in form) and the standalone respondent page. The API does not import it: it has no
// CSP, and compiled parsers are faster.
import { config } from 'zod/v4/core';

config({ jitless: true });
