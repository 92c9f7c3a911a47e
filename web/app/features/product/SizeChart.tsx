import type { SizeChart as Chart } from "@ridgeline/contract";
import { useRef } from "react";

import { productLabel, useT } from "../../lib/i18n";
import { useHydrated } from "../../lib/use-hydrated";
import { appLink } from "../../lib/client-links";

interface Props {
  chart: Chart["charts"][number];
  /** The page without the size chart open, for the close link without JavaScript. */
  closeHref: string;
  openHref: string;
  /** Opened by the URL (`?sizeChart=1`), which is how it opens without JavaScript. */
  initiallyOpen: boolean;
}

/** The size chart of the product type: a modal dialog with JavaScript, an in-page panel without. */
export function SizeChart({ chart, closeHref, openHref, initiallyOpen }: Props) {
  const t = useT();
  const hydrated = useHydrated();
  const dialog = useRef<HTMLDialogElement>(null);
  const name = (key: string) => key.charAt(0).toUpperCase() + key.slice(1).replace(/-/g, " ");
  return (
    <>
      {hydrated ? (
        <button type="button" className="link-button" onClick={() => dialog.current?.showModal()}>
          {t("sizeChart.open")}
        </button>
      ) : (
        <a {...appLink(openHref)} className="link-button">
          {t("sizeChart.open")}
        </a>
      )}
      <dialog
        id="size-chart"
        ref={dialog}
        className="dialog"
        aria-labelledby="size-chart-title"
        open={!hydrated && initiallyOpen ? true : undefined}
      >
        {hydrated ? (
          <button
            type="button"
            className="dialog__close"
            onClick={() => dialog.current?.close()}
            aria-label={t("sizeChart.close")}
          >
            ×
          </button>
        ) : (
          <a {...appLink(closeHref)} className="dialog__close" aria-label={t("sizeChart.close")}>
            ×
          </a>
        )}
        <h2 id="size-chart-title">
          {t("sizeChart.open")} · {productLabel(t, "sizeRun", chart.sizeRun)}
        </h2>
        <div className="table-scroll">
          <table className="size-table">
            <thead>
              <tr>
                <th scope="col">{t("sizeChart.size")}</th>
                {chart.measurements.map((measure) => (
                  <th key={measure} scope="col">
                    {name(measure)} <span className="muted">{t("sizeChart.units")}</span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {chart.rows.map((row) => (
                <tr key={row.sizeId}>
                  <th scope="row">{row.label}</th>
                  {chart.measurements.map((measure) => {
                    const value = row.measurements[measure];
                    return <td key={measure}>{value ? `${value.cm} (${value.in})` : "–"}</td>;
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </dialog>
    </>
  );
}
