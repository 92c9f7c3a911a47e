import type { Queryable } from "../../platform/database/db.types";
import { checkedDatafile } from "./experiments.service";
import { insertDatafile, selectLatestDatafile } from "./experiments.tables";

/**
 * The demo's datafiles (seed/experiments/<sdkKey>.json), checked as a publish is, published by
 * "seed" as the next revision unless the newest already says the same (a restart adds none).
 */
export async function importExperimentsSeed(
  tx: Queryable,
  datafiles: readonly { sdkKey: string; datafile: unknown }[],
): Promise<number> {
  let published = 0;
  for (const { sdkKey, datafile } of datafiles) {
    const checked = checkedDatafile(datafile);
    const latest = await selectLatestDatafile(tx, sdkKey);
    const revision = (latest?.revision ?? 0) + 1;
    const same = (body: string) =>
      JSON.stringify({ ...(JSON.parse(body) as object), revision: "" }) ===
      JSON.stringify({ ...(datafile as object), revision: "" });
    if (latest && same(latest.datafile)) continue;
    await insertDatafile(tx, {
      sdk_key: sdkKey,
      revision,
      project_id: checked.projectId,
      account_id: checked.accountId,
      datafile: JSON.stringify({ ...(datafile as object), revision: String(revision) }),
      published_by: "seed",
    });
    published += 1;
  }
  return published;
}
