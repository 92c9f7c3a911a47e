/** The one redirect-target check (decision 0031) lives in the contract: the server's card frame uses it too. */
export { safeRedirect } from "@ridgeline/contract";
