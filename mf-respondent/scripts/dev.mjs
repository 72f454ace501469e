// `npm run dev` for the respondent page: two dev servers side by side. The remote build (on the
// respondent's dev port) is what the staff app's editor preview loads through federation; the
// standalone page (one port up from the library's) is what a respondent opens.
import { spawn } from 'node:child_process';

const builds = [
  ['rspack', 'serve', '--mode', 'development'],
  ['rspack', 'serve', '--mode', 'development', '-c', 'rspack.standalone.config.mjs'],
];
const children = builds.map(([command, ...args]) => spawn(command, args, { stdio: 'inherit', shell: false }));
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
for (const child of children) child.once('exit', (code) => (code ? (stop(), process.exit(code)) : undefined));
