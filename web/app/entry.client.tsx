import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { installBusyRetry } from "./lib/busy-retry";

// React Router's own client entry, with one addition: a busy server's 503 is retried once
// after its Retry-After before the page hears of it (decision 0080).
installBusyRetry();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
