import { cruiseProject, fileEdges } from './dep-graph.mjs';
const result = await cruiseProject();
const g = new Map();
for (const e of fileEdges(result)) { if (e.typeOnly) continue; (g.get(e.from) ?? g.set(e.from, []).get(e.from)).push(e.to); }
const entry = process.argv[2];
const prev = new Map([[entry, null]]); const q=[entry];
for (let i=0;i<q.length;i++) for (const n of g.get(q[i])??[]) if(!prev.has(n)){prev.set(n,q[i]);q.push(n);}
for (const m of q.sort()) console.log(m.replace('src/lib/',''), ' <- ', (prev.get(m)??'').replace('src/lib/',''));
