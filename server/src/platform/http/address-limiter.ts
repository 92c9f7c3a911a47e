import { AppError } from "../errors/app-error";

/**
 * A per-network-address limit of calls in a sliding window (sign-in, associate login, the
 * enrolment look-up): a call beyond `limit` within `windowMs` answers AUT441. Kept in this
 * process, so a shop of several processes allows `limit` per process.
 */
export function createAddressLimiter(options: {
  limit: number;
  windowMs: number;
  message: string;
  clock?: () => number;
}): (address: string) => void {
  const clock = options.clock ?? Date.now;
  const calls = new Map<string, number[]>();
  return (address) => {
    const at = clock();
    const recent = (calls.get(address) ?? []).filter((time) => time > at - options.windowMs);
    if (recent.length >= options.limit) throw new AppError("AUT441", { message: options.message });
    recent.push(at);
    calls.set(address, recent);
    if (calls.size > 10_000) calls.clear();
  };
}
