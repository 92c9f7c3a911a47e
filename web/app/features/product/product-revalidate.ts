import type { ShouldRevalidateFunction } from "react-router";

// Showing a translation changes nothing on the page: the product need not load again.
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formData,
  defaultShouldRevalidate,
}) => (formData?.get("intent") === "translate" ? false : defaultShouldRevalidate);
