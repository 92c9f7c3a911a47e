/** The identity area's front door: the only file other areas, app.ts, cli/ and seed/ import. */
export { hashSeedPassword, importConsumerSeed, type ConsumerSeed } from "./identity.seed";
