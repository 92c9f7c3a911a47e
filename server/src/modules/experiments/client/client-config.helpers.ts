/**
 * A datafile as the experimentation client holds it (issue 29): checked with the contract's
 * schema and checks (the same the store's publish applies, versions 2–4 only), indexed once for
 * deciding, with what events and audience data need beside it. A datafile that fails is
 * described, never half used: the client keeps the one it had.
 */
import { DATAFILE, datafileProblems, type Datafile } from "@ridgeline/contract";
import { audienceSegmentsOf } from "../audience.helpers";
import { indexDatafile, type DatafileIndex } from "../datafile-index.helpers";

/** Where audience data goes: the datafile's `odp` integration. */
export interface AudienceDataTarget {
  host: string;
  publicKey: string;
}

export interface ClientConfig {
  datafile: Datafile;
  index: DatafileIndex;
  /** Attribute ids by key: only attributes the datafile names are sent with events. */
  attributeIds: ReadonlyMap<string, string>;
  /** Event ids by key: only events the datafile names are tracked. */
  eventIds: ReadonlyMap<string, string>;
  /** The segments the datafile's audiences ask about. */
  segments: readonly string[];
  audienceData: AudienceDataTarget | null;
}

/** The datafile's text as the client's configuration, or why it is refused. */
export function configOf(text: string): { config: ClientConfig } | { refused: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { refused: "the datafile is not JSON" };
  }
  const parsed = DATAFILE.safeParse(json);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    return { refused: `${first?.path.join(".") || "datafile"}: ${first?.message ?? "invalid"}` };
  }
  const problems = datafileProblems(parsed.data);
  if (problems.length > 0) {
    const [first] = problems;
    return { refused: `${first?.path}: ${first?.message} (${problems.length} problems)` };
  }
  const datafile = parsed.data;
  const odp = (datafile.integrations ?? []).find((integration) => integration.key === "odp");
  return {
    config: {
      datafile,
      index: indexDatafile(datafile),
      attributeIds: new Map(datafile.attributes.map(({ id, key }) => [key, id])),
      eventIds: new Map(datafile.events.map(({ id, key }) => [key, id])),
      segments: [...audienceSegmentsOf(datafile)],
      audienceData:
        odp?.host && odp.publicKey
          ? { host: odp.host.replace(/\/+$/, ""), publicKey: odp.publicKey }
          : null,
    },
  };
}
