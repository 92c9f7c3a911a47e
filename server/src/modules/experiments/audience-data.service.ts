import { SEGMENT_PASS_SECONDS, type AudienceEvent } from "@ridgeline/contract";
import type { Db } from "../../platform/database/db.types";
import { deleteBefore } from "../../platform/database/delete-before";
import { AppError } from "../../platform/errors/app-error";
import { audienceSegmentsOf } from "./audience.helpers";
import {
  audienceQueryOf,
  type AudienceQuery,
  type AudienceSegments,
} from "./audience-query.helpers";
import {
  deleteVisitorLink,
  ENDED_LINKS,
  insertAudienceEvents,
  selectLatestDatafiles,
  selectLinkedCustomer,
  upsertVisitorLink,
  type DatafileRow,
} from "./experiments.tables";

/**
 * Audience data (issue 29, 001 §7): the events the SDKs send under a project's public key, and
 * the answer to which segments a visitor qualifies for. The public key is public (it is in the
 * datafile any page fetches), so it proves nothing about who asks: the store answers only for
 * visitor ids it linked to a customer itself (a signed-in shopper's own page server, with
 * targeting consent), and only about the segments that project's audiences ask about. A
 * customer number, which anyone may know or guess, is never answered; an identify event sent
 * with the key is kept as sent but links nobody.
 */
export interface AudienceData {
  /** Stores audience-data events sent with a project's public key (EXP412 for another key). */
  record(apiKey: string | null, events: readonly AudienceEvent[]): Promise<void>;
  /**
   * The segments query (GraphQL `source` and its variables) read, and which of the asked
   * segments the visitor qualifies for; `qualified` null when the store linked no customer to
   * the identity. EXP412 for an unknown key (before the query is read), VAL400 for a query
   * that is not the segments query or asks about a segment the key's audiences do not use.
   */
  answer(
    apiKey: string | null,
    source: string,
    variables?: Record<string, unknown>,
  ): Promise<{
    query: AudienceQuery;
    qualified: { name: string; qualified: boolean }[] | null;
  }>;
  /** Links a signed-in shopper's visitor id to them, for as long as their segment pass lasts. */
  link(vuid: string, customerNo: string): Promise<void>;
  /** Ends a visitor id's link (the shopper withdrew targeting consent). */
  forget(vuid: string): Promise<void>;
  /** Deletes links that have ended; how many went. */
  purge(now?: Date, stop?: AbortSignal): Promise<number>;
}

/** How long the keys read from the published datafiles are used before being read again. */
const KEYS_FRESH_MS = 2_000;
/** Rows one purge statement deletes (decision 0016: no statement holds locks for long). */
const PURGE_BATCH = 1_000;

/** Each audience-data public key of the newest datafiles, with the segments its audiences use. */
function keysOf(rows: readonly DatafileRow[]): Map<string, Set<string>> {
  const keys = new Map<string, Set<string>>();
  for (const row of rows) {
    const datafile = JSON.parse(row.datafile) as {
      integrations?: { key?: string; publicKey?: string }[];
    };
    for (const integration of datafile.integrations ?? []) {
      if (integration.key !== "odp" || !integration.publicKey) continue;
      const segments = keys.get(integration.publicKey) ?? new Set<string>();
      for (const segment of audienceSegmentsOf(datafile)) segments.add(segment);
      keys.set(integration.publicKey, segments);
    }
  }
  return keys;
}

export function createAudienceData(deps: {
  db: Db;
  segments: AudienceSegments;
  now?: () => Date;
}): AudienceData {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  // Read at most every KEYS_FRESH_MS, by one reader at a time, so a flood of audience calls
  // costs no query each.
  let keys: { at: number; byKey: Map<string, Set<string>> } | null = null;
  let reading: Promise<Map<string, Set<string>>> | null = null;
  async function segmentsOfKey(apiKey: string | null): Promise<Set<string>> {
    const at = now().getTime();
    if (!keys || at - keys.at >= KEYS_FRESH_MS) {
      reading ??= selectLatestDatafiles(db)
        .then((rows) => {
          const byKey = keysOf(rows);
          keys = { at, byKey };
          return byKey;
        })
        .finally(() => {
          reading = null;
        });
      await reading;
    }
    const segments = apiKey ? keys?.byKey.get(apiKey) : undefined;
    if (!segments) throw new AppError("EXP412");
    return segments;
  }

  return {
    async record(apiKey, events) {
      await segmentsOfKey(apiKey);
      await insertAudienceEvents(
        db,
        events.map((event) => ({
          type: event.type,
          action: event.action,
          vuid: event.identifiers["vuid"] ?? null,
          customerId: event.identifiers["fs_user_id"] ?? event.identifiers["fs-user-id"] ?? null,
          identifiers: JSON.stringify(event.identifiers),
          data: JSON.stringify(event.data),
        })),
      );
    },
    async answer(apiKey, source, variables) {
      const used = await segmentsOfKey(apiKey);
      const query = audienceQueryOf(source, variables);
      const unknown = query.subset.find((name) => !used.has(name));
      if (unknown !== undefined)
        throw new AppError("VAL400", {
          field: "query",
          message: `query: segment ${JSON.stringify(unknown).slice(0, 80)} is not used by this project's audiences`,
        });
      if (query.idKey !== "vuid") return { query, qualified: null };
      const customer = await selectLinkedCustomer(db, query.idValue, now());
      const held = customer === null ? null : await deps.segments.qualified(customer);
      return {
        query,
        qualified: held && query.subset.map((name) => ({ name, qualified: held.has(name) })),
      };
    },
    link: (vuid, customerNo) =>
      upsertVisitorLink(
        db,
        vuid,
        customerNo,
        new Date(now().getTime() + SEGMENT_PASS_SECONDS * 1000),
      ),
    forget: (vuid) => deleteVisitorLink(db, vuid),
    async purge(at = now(), stop) {
      let total = 0;
      for (;;) {
        const gone = await deleteBefore(db, ENDED_LINKS, at, PURGE_BATCH);
        total += gone;
        if (gone < PURGE_BATCH || stop?.aborted) return total;
      }
    },
  };
}
