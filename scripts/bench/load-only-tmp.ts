import { runLoad } from '/work/wt/issue-6/scripts/bench/lib/load';
const r = await runLoad({ url: process.argv[2]!, anonKey: 'dev-anon-key-public-not-secret', connections: 50, durationS: Number(process.argv[3] ?? 5), subjectPrefix: 'p' });
console.log(Math.round(r.requestsPerSecond), r.latencyP99Ms, r.errors, r.non2xx);
