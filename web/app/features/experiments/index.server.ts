export { reportConversion, reportExposures } from "./experiments.server";
