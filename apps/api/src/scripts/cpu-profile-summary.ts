import { readFile } from 'node:fs/promises';

// Where a V8 CPU profile (.cpuprofile, from `node --cpu-prof` or profile-checkout.ts --profile) spends
// its time: the top functions by self time, the top by total time (each function counted once per
// sample, however deep it recurses), and self time per package (node_modules/<package>, node's own
// code, our code).
//
//   node --import tsx apps/api/src/scripts/cpu-profile-summary.ts checkout.cpuprofile [--top 40]

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [file, flag, count] = process.argv.slice(2);
if (!file) throw new Error('usage: cpu-profile-summary.ts <file.cpuprofile> [--top N]');
const top = flag === '--top' ? Number(count) : 40;
const profile = JSON.parse(await readFile(file, 'utf8')) as Profile;

const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parentOf = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);

const shortUrl = (url: string) => url.replace(/^file:\/\//, '').replace(/^.*\/node_modules\//, '~/');
const functionKey = (node: ProfileNode) =>
  `${node.callFrame.functionName || '(anonymous)'} ${shortUrl(node.callFrame.url)}:${node.callFrame.lineNumber + 1}`;
function packageOf(node: ProfileNode): string {
  const { url, functionName } = node.callFrame;
  const modules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (modules) return modules[1] as string;
  if (url.startsWith('node:')) return 'node (built-in)';
  if (url.includes('/packages/domain/')) return '@art-market/domain';
  if (url.includes('/apps/api/')) return 'apps/api';
  if (url === '') return functionName.startsWith('(') ? functionName : '(native)';
  return url;
}

const self = new Map<string, number>();
const total = new Map<string, number>();
const packages = new Map<string, number>();
const add = (map: Map<string, number>, key: string, value: number) => map.set(key, (map.get(key) ?? 0) + value);
let all = 0;
profile.samples.forEach((id, index) => {
  const micros = profile.timeDeltas[index] ?? 0;
  const node = byId.get(id);
  if (!node) return;
  all += micros;
  add(self, functionKey(node), micros);
  add(packages, packageOf(node), micros);
  const seen = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
    const key = functionKey(byId.get(at) as ProfileNode);
    if (!seen.has(key)) add(total, key, micros);
    seen.add(key);
  }
});

const print = (title: string, map: Map<string, number>, limit: number) => {
  console.log(`\n${title}`);
  for (const [key, micros] of [...map].sort((a, b) => b[1] - a[1]).slice(0, limit)) {
    console.log(`${(micros / 1000).toFixed(1).padStart(9)} ms ${((100 * micros) / all).toFixed(1).padStart(5)}%  ${key}`);
  }
};
console.log(`${(all / 1000).toFixed(0)} ms sampled`);
print('self time by package', packages, 25);
print('self time by function', self, top);
print('total time by function', total, top);
