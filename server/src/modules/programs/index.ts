/** The programs area's front door: the only file other areas, app.ts, cli/ and seed/ import. */
export {
  importAssociateSeed,
  importProgramMemberSeed,
  type ProgramMemberSeed,
} from "./programs.seed";
