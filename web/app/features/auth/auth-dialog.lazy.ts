import { lazy } from "react";

/** Loads the sign-in dialog's code (its three forms): on the first sign of intent to open it. */
export const loadAuthDialog = () => import("./AuthDialog");

/**
 * The sign-in dialog, whose code comes with its first opening (issue 27: its forms are not part
 * of what a page needs before it is usable). Render it inside a Suspense boundary.
 */
export const AuthDialog = lazy(() =>
  loadAuthDialog().then((module) => ({ default: module.AuthDialog })),
);
