/**
 * Identity benchmark (issue 4): the password hash's cost, and sign-in, token exchange and
 * token refresh latency against the production build on PostgreSQL, one request at a time.
 *
 *   npm run build
 *   node scripts/with-postgres.mjs node bench/auth-bench.mjs
 *
 * The server runs with the production password cost (scrypt N=2^17) and the default bot
 * check; the client solves each bot challenge before its timer starts, so the figures are
 * the server's work. Exit code 1 when a request failed or token refresh p95 is above 5 ms.
 */
import { spawn } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { dirname, join } from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { tsImport } from "tsx/esm/api";

const ROOT = dirname(dirname(fileURLToPath(import.meta.url)));
const ACCESS_KEY = "bench-access-key";
const SIGN_INS = Number(process.env["BENCH_SIGN_INS"] ?? 30);
const REFRESHES = Number(process.env["BENCH_REFRESHES"] ?? 400);
const TARGET_REFRESH_P95_MS = 5;
const url = process.env["TEST_DATABASE_URL"];
if (!url) {
  console.error("TEST_DATABASE_URL is not set: run through node scripts/with-postgres.mjs");
  process.exit(2);
}
if (!existsSync(join(ROOT, "server/dist/main.js"))) {
  console.error("server/dist/main.js is missing: run npm run build first");
  process.exit(2);
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0;
};
const summary = (values) => ({
  n: values.length,
  p50Ms: Number(percentile(values, 0.5).toFixed(2)),
  p95Ms: Number(percentile(values, 0.95).toFixed(2)),
  maxMs: Number(Math.max(...values).toFixed(2)),
});

// The bot check's own count (contract/src/bot-check.ts), so the answers are the ones the server
// accepts. The contract is TypeScript with no build of its own: tsx reads it, as it runs the
// seed for search-bench.mjs.
const { leadingZeroBits } = await tsImport("../contract/src/bot-check.ts", import.meta.url);
function solve(challenge, difficulty) {
  for (let answer = 0; ; answer += 1) {
    const digest = createHash("sha256").update(`${challenge}:${answer}`).digest();
    if (leadingZeroBits(digest) >= difficulty) return `${challenge}:${answer}`;
  }
}

const database = `ridgeline_auth_bench_${randomBytes(4).toString("hex")}`;
const admin = new pg.Client({ connectionString: url });
await admin.connect();
await admin.query(`create database ${database}`);
const target = new URL(url);
target.pathname = `/${database}`;

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ["server/dist/main.js"], {
  cwd: ROOT,
  env: {
    ...process.env,
    NODE_ENV: "production",
    DATABASE_URL: target.toString(),
    HOST: "127.0.0.1",
    PORT: String(port),
    ACCESS_KEYS: ACCESS_KEY,
    LOG_LEVEL: "warn",
    // Latency, not overload: a busy machine must not shed these requests (decision 0035).
    SHED_MAX_LOOP_DELAY_MS: "0",
    SHED_MAX_DATABASE_WAITING: "0",
    COOKIE_SECURE: "false",
    BOT_SECRET: randomBytes(32).toString("hex"),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  },
  stdio: ["ignore", "ignore", "inherit"],
});
let failed = false;
const results = {};
try {
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (Date.now() > deadline) throw new Error("server did not become ready");
    try {
      if ((await fetch(`${base}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  let address = 0;
  const api = async (method, path, body, headers = {}) => {
    address += 1;
    const started = performance.now();
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        "x-api-key": ACCESS_KEY,
        "content-type": "application/json",
        // Each sign-in from its own address: the per-address limit is not what is measured.
        "x-forwarded-for": `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
        ...headers,
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const ms = performance.now() - started;
    const json = await response.json();
    if (!response.ok)
      throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
    return { json, ms };
  };
  const bot = async (action) => {
    const { json } = await api("GET", `/consumers-v3/auth/challenge?action=${action}`);
    return solve(json.challenge, json.difficulty);
  };

  const password = "Trailhead42";
  const email = `bench.${Date.now()}@example.com`;
  const signUp = [];
  const signUpAnswer = await bot("register");
  signUp.push(
    (
      await api("POST", "/consumers-v3/auth/signup?locale=en-us", {
        firstName: "Bench",
        lastName: "Runner",
        email,
        password,
        isTermsConfirmed: true,
        recaptcha_response: signUpAnswer,
      })
    ).ms,
  );

  const signIns = [];
  const exchanges = [];
  let pair = null;
  for (let i = 0; i < SIGN_INS; i += 1) {
    const verifier = randomBytes(32).toString("base64url");
    const challenge = createHash("sha256").update(verifier).digest("base64url");
    const answer = await bot("login");
    const signIn = await api("POST", "/consumers-v3/auth/signin", {
      username: email,
      password,
      codeChallenge: challenge,
      recaptcha_response: answer,
    });
    signIns.push(signIn.ms);
    const exchange = await api("POST", "/token/v2/auth/token", {
      grantType: "Registered",
      authorizationCode: signIn.json.authorizationCode,
      codeVerifier: verifier,
    });
    exchanges.push(exchange.ms);
    pair = exchange.json;
  }

  const refreshes = [];
  for (let i = 0; i < REFRESHES; i += 1) {
    const next = await api("POST", "/token/v2/auth/token", {
      grantType: "RefreshToken",
      refreshToken: pair.refreshToken,
    });
    refreshes.push(next.ms);
    pair = next.json;
  }
  const profile = [];
  for (let i = 0; i < 200; i += 1)
    profile.push(
      (
        await api("GET", "/consumers-v3/consumer", undefined, {
          authorization: `Bearer ${pair.accessToken}`,
        })
      ).ms,
    );

  results["sign-up (hash at N=2^17)"] = summary(signUp);
  results["sign-in (verify at N=2^17)"] = summary(signIns);
  results["token exchange (PKCE)"] = summary(exchanges);
  results["token refresh"] = summary(refreshes);
  results["profile read"] = summary(profile);
  console.log("\n| Call | n | p50 ms | p95 ms | max ms |\n| --- | --: | --: | --: | --: |");
  for (const [name, r] of Object.entries(results))
    console.log(`| ${name} | ${r.n} | ${r.p50Ms} | ${r.p95Ms} | ${r.maxMs} |`);
  const refreshP95 = results["token refresh"].p95Ms;
  console.log(`\ntoken refresh p95 ${refreshP95} ms vs ${TARGET_REFRESH_P95_MS} ms`);
  if (refreshP95 > TARGET_REFRESH_P95_MS) failed = true;
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
  await admin.query(`drop database if exists ${database} with (force)`);
  await admin.end();
}
mkdirSync(join(ROOT, "bench", "results"), { recursive: true });
writeFileSync(
  join(ROOT, "bench", "results", `${new Date().toISOString().replace(/[:.]/g, "-")}-auth.json`),
  JSON.stringify(results, null, 2),
);
process.exit(failed ? 1 : 0);
