/**
 * A page module's `handle` when its page finishes what the shopper already started (the
 * checkout's last step, where the payment providers send the shopper back, the order's
 * confirmation, an order's cancellation): a busy server serves it first and never refuses
 * it for waiting (the server reads it from the build, decision 0080).
 */
export const COMPLETES_FLOW = { admission: "completes" } as const;
