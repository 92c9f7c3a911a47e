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

/**
 * A Running A/B experiment of two variations (`control` 51, off; `treatment` 52, on), split at
 * `split` of 10,000, with the purchase (21) and add-to-bag (22) events that count for it.
 */
export function abExperiment(key: string, split = 5000) {
  return {
    events: [
      { id: "21", key: "purchase", experimentIds: ["31"] },
      { id: "22", key: "add_to_bag", experimentIds: ["31"] },
    ],
    experiment: {
      id: "31",
      key,
      status: "Running",
      layerId: "41",
      audienceIds: [],
      forcedVariations: {},
      variations: [
        { id: "51", key: "control", featureEnabled: false, variables: [] },
        { id: "52", key: "treatment", featureEnabled: true, variables: [] },
      ],
      trafficAllocation: [
        { entityId: "51", endOfRange: split },
        { entityId: "52", endOfRange: 10000 },
      ],
    },
  };
}

/** A rollout's delivery rule: every visitor its audiences hold gets `variation` (on). */
export function deliveryRule(id: string, key: string, audienceIds: string[], variation: string) {
  return {
    id,
    key,
    status: "Running",
    layerId: `${id}0`,
    audienceIds,
    forcedVariations: {},
    variations: [{ id: `${id}1`, key: variation, featureEnabled: true, variables: [] }],
    trafficAllocation: [{ entityId: `${id}1`, endOfRange: 10000 }],
  };
}

/** A typed audience of the visitors in an audience segment (`qualified`, 001 §6's segments). */
export function segmentAudience(id: string, name: string, segment: string) {
  return {
    id,
    name,
    conditions: [
      "and",
      { type: "third_party_dimension", name: "odp.audiences", match: "qualified", value: segment },
    ],
  };
}
