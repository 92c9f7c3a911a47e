import { spawn, type ChildProcess } from "node:child_process";

/** A process that keeps one core busy, checking ten times a second that its parent lives. */
const hogScript = (parent: number, ms: number) => `
  const end = Date.now() + ${ms};
  let check = 0;
  while (Date.now() < end) {
    if (Date.now() < check) continue;
    check = Date.now() + 100;
    try { process.kill(${parent}, 0); } catch { process.exit(0); }
  }`;

/**
 * Busy processes, one per core of the CI machine (decision 0080's busy-machine tests): each is
 * busy until `ms` have passed or this process is gone, whichever comes first; kill them when
 * the test ends.
 */
export function startCpuHogs(ms: number, cores = 2): ChildProcess[] {
  return Array.from({ length: cores }, () =>
    spawn(process.execPath, ["-e", hogScript(process.pid, ms)], { stdio: "ignore" }),
  );
}
