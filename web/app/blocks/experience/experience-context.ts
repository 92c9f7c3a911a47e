import { createContext, useContext } from "react";

/**
 * The experience a block is shown in and the variant chosen for it (001 §4
 * "Recommendations": no impressions when the experience is Control). Set by the experience
 * block around the variant it shows; null outside an experience.
 */
export interface RunningExperience {
  experienceId: string;
  /** The variant's name (`Control`, `Baseline`, …). */
  variant: string;
}

export const ExperienceContext = createContext<RunningExperience | null>(null);

export function useRunningExperience(): RunningExperience | null {
  return useContext(ExperienceContext);
}
