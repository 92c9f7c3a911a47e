import { useState } from "react";
import { useLocation } from "react-router";

/**
 * A key for a form that must come back empty after a save (issue 11 point 5) but stay as it is
 * after a refusal. Each answer to a send is a new location: the key follows the location while
 * answers are saves, and holds the last one while they are refusals, so a refused form is not
 * mounted anew (which would drop what was typed, and the state of a bot-defence retry in flight).
 */
export function useSavedFormKey(refused: boolean): string {
  const location = useLocation().key;
  const [kept, setKept] = useState(location);
  if (!refused && kept !== location) setKept(location);
  return refused ? kept : location;
}
