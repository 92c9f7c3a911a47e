import type { ApiClient, TokenResponse } from "@ridgeline/contract";
import { describe, expect, it } from "vitest";
import type { ShopperSession } from "../../lib/context";
import { employeeTermsPending, noteEmployeeTerms } from "./roles.server";

function session(signedIn: boolean): ShopperSession {
  return {
    api: {} as ApiClient,
    ensureToken: async () => undefined,
    hasToken: () => signedIn,
    basketId: null,
    setCookies: [],
    signedIn,
    personal: false,
    notices: [],
    bagLines: null,
    useToken: () => undefined,
  };
}

const token = (consumerType: TokenResponse["consumerType"], accepted: boolean): TokenResponse => ({
  accessToken: "a",
  tokenType: "Bearer",
  expiresIn: 900,
  consumerNo: "C1",
  consumerType,
  memberId: null,
  refreshToken: "r",
  basketId: null,
  favorites: null,
  isEmployeeDiscountTCAccepted: accepted,
});

const page = (cookie: string | null) =>
  new Request("http://shop.test/en-us", cookie ? { headers: { cookie } } : {});

describe("employee terms at sign-in", () => {
  it("asks an employee who has not accepted, for the browser session only", () => {
    const shopper = session(true);
    noteEmployeeTerms(shopper, token("EMPLOYEE", false), true);
    expect(shopper.setCookies).toEqual([
      "__Host-rl_emp_terms=ask; Path=/; HttpOnly; SameSite=Lax; Secure",
    ]);
  });

  it("clears any earlier question for an employee who accepted and for anyone else", () => {
    for (const answer of [token("EMPLOYEE", true), token("REGISTERED", false)]) {
      const shopper = session(true);
      noteEmployeeTerms(shopper, answer, false);
      expect(shopper.setCookies).toEqual([
        "rl_emp_terms=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax",
      ]);
    }
  });

  it("shows the dialog only to a signed-in shopper whose cookie asks", () => {
    expect(employeeTermsPending(page("rl_emp_terms=ask"), session(true), false)).toBe(true);
    expect(employeeTermsPending(page("rl_emp_terms=ask"), session(false), false)).toBe(false);
    expect(employeeTermsPending(page("rl_token=x"), session(true), false)).toBe(false);
  });

  it("reads the question under the name cookies have behind HTTPS, and only that one", () => {
    expect(employeeTermsPending(page("__Host-rl_emp_terms=ask"), session(true), true)).toBe(true);
    expect(employeeTermsPending(page("rl_emp_terms=ask"), session(true), true)).toBe(false);
  });
});
