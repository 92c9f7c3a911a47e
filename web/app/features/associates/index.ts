// The associates feature's door (decision 0087): what other features may use of it, safe in
// the browser. Inside the feature, import the files themselves.

export { EmployeeTermsAnswer } from "./EmployeeTermsDialog";
export { EmployeeTermsDialog } from "./employee-terms.lazy";
export { InStoreBar } from "./in-store-bar.lazy";
export { default as associatesCss } from "./associates.css?url";
