import { useProductionBuilds } from "./platform/production-builds";

// Before React or React Router is loaded by anything: the server (serve.ts) comes after, by a
// dynamic import that the bundler leaves alone (build.mjs gives it its own entry point).
useProductionBuilds();
const SERVER = "./serve.js";
await import(SERVER);
