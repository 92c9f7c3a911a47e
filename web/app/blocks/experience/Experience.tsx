import { useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import {
  BlockComponentsContext,
  preloadBlockCode,
  useContentScope,
  type BlockProps,
} from "../block-context";
import { BlockStylesheet } from "../shared/BlockStylesheet";
import { pushBlockEvent } from "../shared/tag-manager";
import { SameLevelBlocks } from "../segmentation/SameLevelBlocks";
import { ExperienceContext } from "./experience-context";
import {
  PERSONALISATION_EVENT,
  decisionOf,
  experimentDecisionOf,
  exposurePath,
  experienceView,
  type ExperienceDecision,
} from "./experience";
import experienceCss from "./experience.css?url";
import { askForDecisions } from "./personalise";

declare global {
  interface Window {
    /** Personalisation decisions by experience id (001 §7). */
    personalisationData?: Record<string, unknown>;
  }
}

/**
 * A personalised experience (001 §4 "Experience"): the server renders the baseline; once a
 * decision arrives (read from `window.personalisationData` by experience id, on arrival of
 * this code and on each `personalisation:updated` event) the chosen variant shows and the
 * baseline is hidden unless the variant is Baseline. A decision the server already knows
 * (issue 29) comes as `decision` and is rendered from the start.
 *
 * No shift: the baseline and the variant share one grid cell, and a hidden baseline keeps its
 * place (visibility, not display), so the block never shrinks when a variant replaces it. The
 * other variants are not rendered: each shopper would fetch every variant's pictures. The
 * variant shows once its blocks' code has come, so its place is never empty meanwhile.
 *
 * Not an island (registry.ts): it hydrates with the page, so the baseline's blocks keep their
 * server HTML and their own loading, and it listens from the start.
 */
export function Experience({
  block,
  decision: decided = null,
}: BlockProps<"experience"> & { decision?: ExperienceDecision | null }): ReactNode {
  const experiment = experimentDecisionOf(block);
  const [decision, setDecision] = useState<ExperienceDecision | null>(decided ?? experiment);
  const byExperiment = experiment !== null;
  const { locale, page, path } = useContentScope();
  // A variant shows once its blocks' code has come, so its place is never empty meanwhile.
  const components = useContext(BlockComponentsContext);
  const { experienceId, trackingEvent } = block;
  useEffect(() => {
    let current = true;
    const read = () => {
      const next = decisionOf(window.personalisationData, experienceId);
      // A later read without this experience keeps the last decision: nothing flips back.
      if (!next) return;
      const targets = experienceView(block, next).variant?.targets ?? [];
      void preloadBlockCode(components, targets).then(() => {
        if (current) setDecision(next);
      });
    };
    read();
    window.addEventListener(PERSONALISATION_EVENT, read);
    // No experiment decided it and the window holds nothing yet: the engine is asked (once
    // per page), only where targeting is allowed; meanwhile the baseline shows.
    if (
      !experimentDecisionOf(block) &&
      !decisionOf(window.personalisationData, experienceId) &&
      globalThis.__rlConsent?.includes("C0004")
    )
      void askForDecisions({ locale, pageType: page, path });
    return () => {
      current = false;
      window.removeEventListener(PERSONALISATION_EVENT, read);
    };
  }, [block, experienceId, components, locale, page, path]);

  const view = experienceView(block, decision);
  const shown = view.state === "pending" ? null : (view.variant?.variantId ?? "Baseline");
  // An experiment's variation shown: the page server records the exposure (it holds the
  // visitor's id and decides again which variation it was), once per page view, and only while
  // targeting is allowed (a choice since the page was made may have taken it back).
  const exposed = useRef(false);
  useEffect(() => {
    if (!byExperiment || exposed.current || !globalThis.__rlConsent?.includes("C0004")) return;
    exposed.current = true;
    void fetch(exposurePath(locale), {
      method: "POST",
      body: new URLSearchParams({ flagKey: experienceId }),
      credentials: "same-origin",
      keepalive: true,
    }).catch(() => undefined);
  }, [byExperiment, experienceId, locale]);
  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (shown === null || !trackingEvent || reported.current === shown) return;
    reported.current = shown;
    pushBlockEvent(trackingEvent, { experienceId, variantId: shown });
  }, [shown, trackingEvent, experienceId]);

  const baselineHidden = !view.baselineVisible;
  const variantName = view.variant?.name ?? null;
  const asBaseline = useMemo(() => ({ experienceId, variant: "Baseline" }), [experienceId]);
  const asVariant = useMemo(
    () => (variantName === null ? null : { experienceId, variant: variantName }),
    [experienceId, variantName],
  );
  return (
    <div
      className="content-experience"
      data-experience-id={experienceId}
      data-experience-state={view.state}
    >
      <BlockStylesheet href={experienceCss} />
      <div
        className={`content-experience__layer${baselineHidden ? " content-experience__layer--hidden" : ""}`}
        aria-hidden={baselineHidden || undefined}
        inert={baselineHidden || undefined}
      >
        <ExperienceContext value={asBaseline}>
          <SameLevelBlocks blocks={block.baselines} />
        </ExperienceContext>
      </div>
      {view.variant ? (
        <div className="content-experience__layer" data-variant-id={view.variant.variantId}>
          <ExperienceContext value={asVariant}>
            <SameLevelBlocks blocks={view.variant.targets} />
          </ExperienceContext>
        </div>
      ) : null}
    </div>
  );
}
