/** The programs area's front door: the only file other areas, app.ts, cli/ and seed/ import. */
import { defineArea } from "../../platform/areas/area";
import type { IdentityArea } from "../identity";
import type { UtilitiesService } from "../utilities";
import { createAssociatesService, type AssociatesService } from "./associates.service";
import { programsRoutes } from "./programs.routes";
import { createProgramsService, type ProgramsService } from "./programs.service";

export type { AssociatesService, ProgramsService };
export { readStoreSessionToken } from "./in-store-cookie.helpers";

export interface ProgramsArea {
  programs: ProgramsService;
  associates: AssociatesService;
}

/** Employee, athlete and prosumer programmes, the employee discount, associates in store. */
export const programsArea = defineArea<{ identity: IdentityArea; utilities: UtilitiesService }>()({
  name: "programs",
  needs: { identity: true, utilities: true },
  create: ({ db, config, bot, limits }, { identity, utilities }): ProgramsArea => ({
    programs: createProgramsService({
      db,
      employeeTerms: identity.employeeTerms,
      employeeDiscountPercent: config.employeeDiscountPercent,
    }),
    associates: createAssociatesService({
      db,
      utilities,
      passwordCost: config.passwordCost,
      bot,
      attemptsPerAddress: config.signInAttemptsPerAddress,
      limits,
    }),
  }),
  routes: (app, { programs, associates }, { config }) =>
    programsRoutes(app, { programs, associates, cookieSecure: config.cookieSecure }),
});

// Demo data: what seed/ hands this area.
export {
  importAssociateSeed,
  importProgramMemberSeed,
  type ProgramMemberSeed,
} from "./programs.seed";
