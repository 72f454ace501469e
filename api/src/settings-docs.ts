// README.md's settings table and .env.example, generated from the settings of config.ts:
// `npm run settings:docs` writes them, `npm run check:docs` fails when either differs
// (README.md#configuration).
import fs from 'node:fs';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { settings, type Setting } from './config';
import { repoRoot } from './paths';

const all = Object.entries(settings as Record<string, Setting>);
const START = '<!-- settings -->';
const END = '<!-- /settings -->';

/** The schema's own default (what an unset variable reads as), as text; undefined when it has none. */
function plainDefault(setting: Setting): string | undefined {
  const parsed = setting.schema.safeParse(undefined);
  return parsed.success && parsed.data !== undefined ? String(parsed.data) : undefined;
}

function readmeRows(): string {
  const rows = all.map(([name, setting]) => {
    const fallback = setting.shownDefault ?? `\`${plainDefault(setting) ?? ''}\``;
    return `| \`${name}\` | ${fallback} | ${setting.meaning} |`;
  });
  return ['| env | default | meaning |', '| --- | --- | --- |', ...rows].join('\n');
}

function wrap(text: string, width = 100): string[] {
  const lines: string[] = [];
  let line = '#';
  for (const word of text.split(' ')) {
    if (line.length + 1 + word.length > width && line !== '#') {
      lines.push(line);
      line = '#';
    }
    line += ` ${word}`;
  }
  return [...lines, line];
}

const HEADER = `# Settings of the server (\`npm start\`, \`npm run dev\`), read once by api/src/config.ts.
# Copy this file to \`.env\` at the repository root (git-ignored) and uncomment what you change.
# A variable set in the environment wins over the file. Each line shows the default.
# Generated from api/src/config.ts by \`npm run settings:docs\`: change the setting there, not here.
# ENV_FILE, set in the environment (not here), names another file to read instead, or \`off\` to read none.
`;

/** .env.example as the settings say it. */
export function envExample(): string {
  const blocks = all
    .filter(([, setting]) => !setting.environmentOnly)
    .map(([name, setting]) => {
      const meaning = setting.meaning.charAt(0).toUpperCase() + setting.meaning.slice(1);
      const value = setting.example ?? plainDefault(setting) ?? '';
      return [...wrap(`${meaning}.`), `# ${name}=${value}`].join('\n');
    });
  return `${HEADER}\n${blocks.join('\n\n')}\n`;
}

/** README.md with its settings table as the settings say it, formatted as the repository formats it. */
export async function readme(current: string, file: string): Promise<string> {
  const start = current.indexOf(START);
  const end = current.indexOf(END);
  if (start < 0 || end < start) throw new Error(`${file}: no ${START} ... ${END} block`);
  const text = `${current.slice(0, start)}${START}\n\n${readmeRows()}\n\n${current.slice(end)}`;
  return format(text, { ...(await resolveConfig(file)), filepath: file });
}

/** Writes both files (`--write`), or lists the ones that differ and fails (`--check`). */
export async function settingsDocs(mode: 'write' | 'check'): Promise<boolean> {
  const readmeFile = path.join(repoRoot, 'README.md');
  const exampleFile = path.join(repoRoot, '.env.example');
  const currentReadme = fs.readFileSync(readmeFile, 'utf8');
  const expected: [string, string, string][] = [
    [readmeFile, currentReadme, await readme(currentReadme, readmeFile)],
    [exampleFile, fs.readFileSync(exampleFile, 'utf8'), envExample()],
  ];
  let same = true;
  for (const [file, current, wanted] of expected) {
    if (current === wanted) continue;
    if (mode === 'write') fs.writeFileSync(file, wanted);
    else {
      same = false;
      console.error(
        `${path.relative(repoRoot, file)} differs from the settings of api/src/config.ts: run npm run settings:docs`,
      );
    }
  }
  return same;
}
