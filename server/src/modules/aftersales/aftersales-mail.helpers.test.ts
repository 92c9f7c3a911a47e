import { describe, expect, it } from "vitest";
import { cancelledMessage, refundMessage, returnLabelMessage } from "./aftersales-mail.helpers";
import { mailLanguage } from "./aftersales-mail.data";

const order = { orderNo: "FR00000042", email: "ada@example.com", currency: "EUR" as const };
const parts = [{ method: "CREDIT_CARD", amountMinor: 4990 }];

describe("the e-mails after the order", () => {
  it("speak the order's language, English for any other", () => {
    expect(["fr-fr", "fr-ca", "de-de", "en-gb", "it-it"].map(mailLanguage)).toEqual([
      "fr",
      "fr",
      "de",
      "en",
      "en",
    ]);
    const cancelled = cancelledMessage(
      order,
      { locale: "fr-fr", amountMinor: 4990, parts, orderPath: "/fr-fr/account/orders/FR00000042" },
      "https://shop.example",
    );
    expect(cancelled.subject).toBe("Votre commande FR00000042 est annulée");
    expect(cancelled.text).toContain("49,90");
    expect(cancelled.text).toContain("https://shop.example/fr-fr/account/orders/FR00000042");
    const label = returnLabelMessage(
      order,
      {
        locale: "de-de",
        returnNo: "RFR00000042-01",
        labelPath: "/de-de/returns/RFR00000042-01/label?key=k",
        items: ["1 × Jacke"],
      },
      "https://shop.example",
    );
    expect(label.subject).toBe("Ihre Rücksendung RFR00000042-01 zur Bestellung FR00000042");
    expect(label.html).toContain("https://shop.example/de-de/returns/RFR00000042-01/label?key=k");
    const refund = refundMessage(
      order,
      { locale: "en-gb", returnNo: null, amountMinor: 100, parts, orderPath: "/en-gb/x" },
      "https://shop.example",
    );
    expect(refund.subject).toBe("Your refund for order FR00000042");
  });

  it("escape what the shopper typed in the HTML part", () => {
    const label = returnLabelMessage(
      order,
      { locale: "en-us", returnNo: "R1", labelPath: "/en-us/x", items: ["1 × <script>"] },
      "https://shop.example",
    );
    expect(label.html).not.toContain("<script>");
  });
});
