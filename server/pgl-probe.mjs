import { PGlite } from "@electric-sql/pglite";
const t0=Date.now();
const db = await PGlite.create();
console.log("create ms", Date.now()-t0);
await db.exec("create table t(a text primary key, b int, c text[]); create table j(x jsonb)");
const n=20000; const a=[],b=[];
for(let i=0;i<n;i++){a.push("k"+i);b.push(i)}
let t=Date.now();
await db.query("insert into t(a,b) select * from unnest($1::text[], $2::int[])",[a,b]);
console.log("insert", Date.now()-t);
await db.query("insert into t(a,b,c) values ($1,$2,$3)",["x",1,["#fff","#000"]]);
console.log((await db.query("select count(*)::int n, (select c from t where a='x') c, now() ts from t")).rows);
await db.query("insert into j values ($1)", [JSON.stringify({a:1})]);
console.log((await db.query("select x from j")).rows);
t=Date.now(); const dump = await db.dumpDataDir("none"); console.log("dump", Date.now()-t, dump.size);
t=Date.now(); const db2 = await PGlite.create({loadDataDir: dump}); console.log((await db2.query("select count(*)::int from t")).rows, "load", Date.now()-t);
