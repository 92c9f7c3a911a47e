import { createInstance, createStaticProjectConfigManager } from "@optimizely/optimizely-sdk";

/**
 * The official Optimizely SDK from npm, for the tests that hold the store's experiment decisions
 * to it (decision 0102): the datafile envelope they share, and a client ready to decide.
 */
export type SdkClient = ReturnType<typeof createInstance>;

/** A version 4 datafile: empty lists everywhere `parts` names nothing. */
export function datafileV4(parts: Record<string, unknown>): Record<string, unknown> {
  return {
    version: "4",
    projectId: "1",
    accountId: "1",
    revision: "1",
    anonymizeIP: true,
    botFiltering: false,
    attributes: [],
    audiences: [],
    typedAudiences: [],
    events: [],
    groups: [],
    experiments: [],
    rollouts: [],
    integrations: [],
    featureFlags: [],
    ...parts,
  };
}

/** The SDK deciding from `datafile` (a document or its JSON), with nothing sent anywhere. */
export async function openSdk(datafile: string | object): Promise<SdkClient> {
  const text = typeof datafile === "string" ? datafile : JSON.stringify(datafile);
  const client = createInstance({
    projectConfigManager: createStaticProjectConfigManager({ datafile: text }),
  });
  await client.onReady();
  return client;
}
