// Demo employees of the demo stores, for the associate login's list (issue 4): the same store
// always gets the same few people.
import { at, createRng, hashString, randomInt, sample } from "./seed-random";

export interface SeedStoreEmployee {
  storeId: string;
  storeEmployeeId: string;
  firstName: string;
  lastName: string;
}

const FIRST_NAMES = [
  "Ana",
  "Ben",
  "Chloé",
  "Dario",
  "Emma",
  "Felix",
  "Grace",
  "Hugo",
  "Inès",
  "Jonas",
  "Kai",
  "Léa",
  "Maya",
  "Noah",
  "Olivia",
  "Paul",
  "Quinn",
  "Rosa",
  "Sam",
  "Théo",
  "Uma",
  "Victor",
  "Wren",
  "Yusuf",
  "Zoë",
] as const;
const LAST_NAMES = [
  "Anderson",
  "Bauer",
  "Chen",
  "Dubois",
  "Evans",
  "Fischer",
  "García",
  "Hughes",
  "Ivanova",
  "Jensen",
  "Klein",
  "Lefèvre",
  "Martin",
  "Nguyen",
  "O'Brien",
  "Patel",
  "Roux",
  "Schmidt",
  "Tremblay",
  "Walker",
] as const;

/** Three to five employees per store, with ids `E{storeId}{nn}`. */
export function generateStoreEmployees(storeIds: readonly string[]): SeedStoreEmployee[] {
  return storeIds.flatMap((storeId) => {
    const rng = createRng(hashString(`store-employees:${storeId}`));
    const count = randomInt(rng, 3, 5);
    const firstNames = sample(rng, FIRST_NAMES, count);
    return firstNames.map((firstName, index) => ({
      storeId,
      storeEmployeeId: `E${storeId}${String(index + 1).padStart(2, "0")}`,
      firstName,
      lastName: at(LAST_NAMES, randomInt(rng, 0, LAST_NAMES.length - 1)),
    }));
  });
}
