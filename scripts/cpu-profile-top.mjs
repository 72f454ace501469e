// Prints where a V8 CPU profile (.cpuprofile, from `node --cpu-prof`) spent its time: the functions
// with the most self time, and the same grouped by package, so a profile can be read in a terminal.
//
//   node scripts/cpu-profile-top.mjs <file.cpuprofile> [rows]
import fs from 'node:fs';

const [file, rowsArg] = process.argv.slice(2);
if (!file) {
  console.error('usage: node scripts/cpu-profile-top.mjs <file.cpuprofile> [rows]');
  process.exit(2);
}
const rows = Number(rowsArg ?? 25);
const profile = JSON.parse(fs.readFileSync(file, 'utf8'));
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const self = new Map();
// timeDeltas[i] is the time before samples[i]; each sample charges its node's function.
for (let i = 0; i < profile.samples.length; i += 1) {
  const node = byId.get(profile.samples[i]);
  self.set(node, (self.get(node) ?? 0) + (profile.timeDeltas[i] ?? 0));
}
const total = [...self.values()].reduce((sum, value) => sum + value, 0);
const where = (frame) => {
  const url = frame.url || '(native)';
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (match) return match[1];
  if (url.includes('/api/dist/')) return 'api';
  if (url.includes('/contracts/')) return 'contracts';
  if (url.startsWith('node:')) return 'node core';
  return frame.functionName.startsWith('(') ? frame.functionName : 'other';
};
const functions = new Map();
const packages = new Map();
for (const [node, time] of self) {
  const { functionName, url, lineNumber } = node.callFrame;
  const key = `${functionName || '(anonymous)'} ${url.replace(/^.*node_modules\//, '').replace(/^.*\/api\/dist\//, 'api/')}:${lineNumber + 1}`;
  functions.set(key, (functions.get(key) ?? 0) + time);
  const group = where(node.callFrame);
  packages.set(group, (packages.get(group) ?? 0) + time);
}
const pct = (value) => `${((100 * value) / total).toFixed(1).padStart(5)}%`;
console.log(`${file}: ${(total / 1e6).toFixed(2)} s sampled\n\nby package:`);
for (const [name, time] of [...packages].sort((a, b) => b[1] - a[1]).slice(0, 15))
  console.log(`  ${pct(time)}  ${name}`);
console.log('\nby function (self time):');
for (const [name, time] of [...functions].sort((a, b) => b[1] - a[1]).slice(0, rows))
  console.log(`  ${pct(time)}  ${name}`);
