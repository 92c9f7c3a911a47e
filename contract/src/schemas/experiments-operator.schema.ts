import { z } from "zod";
import { endpoint } from "../endpoint";

/**
 * The operator's calls of the experimentation service (issue 29): publish a datafile, pause or
 * resume an experiment, read its results. Each needs an operator token (`x-operator-token`,
 * minted by `npm run experiments`), besides the store's client key.
 */

export const OPERATOR_TOKEN_HEADER = "x-operator-token";

const SDK_KEY_PARAMS = z
  .object({
    sdkKey: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/, "sdkKey must be 1 to 64 letters, digits, - or _"),
  })
  .strict();

const EXPERIMENT_PARAMS = SDK_KEY_PARAMS.extend({
  experimentKey: z.string().min(1).max(255),
}).strict();

export const PUBLISHED_DATAFILE_SCHEMA = z.object({
  sdkKey: z.string(),
  revision: z.number().int(),
  publishedAt: z.string(),
  publishedBy: z.string(),
});

export const PUBLISH_DATAFILE = endpoint({
  method: "PUT",
  path: "/editor/experiments/v1/datafiles/:sdkKey",
  tag: "experiments",
  summary: "Publish a datafile as the SDK key's next revision (EXP400 lists every problem)",
  params: SDK_KEY_PARAMS,
  // Checked whole by the service, so the operator hears every problem at once.
  body: z.record(z.string().max(100), z.unknown()),
  response: PUBLISHED_DATAFILE_SCHEMA,
});

export const SET_EXPERIMENT_STATUS = endpoint({
  method: "POST",
  path: "/editor/experiments/v1/datafiles/:sdkKey/experiments/:experimentKey/status",
  tag: "experiments",
  summary: "Pause or resume an experiment (a new revision of the datafile)",
  params: EXPERIMENT_PARAMS,
  body: z.object({ status: z.enum(["Running", "Paused"]) }).strict(),
  response: PUBLISHED_DATAFILE_SCHEMA,
});
