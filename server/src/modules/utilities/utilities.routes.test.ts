// databases: postgres — business rules through the API; PostgreSQL runs them faster
import type { AddressRules, Country, StoreEmployee, UtilityStore } from "@ridgeline/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, errorOf, type TestApp } from "../../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string) => t.call({ method: "GET", url });

describe("GET /consumers-v3/utilities/countryList", () => {
  const countries = async (locale: string) => {
    const response = await get(`/consumers-v3/utilities/countryList?locale=${locale}`);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { countries: Country[] }).countries;
  };

  it("lists countries with dial codes and masks, named in English and sorted by name", async () => {
    const list = await countries("en-us");
    expect(list.find((c) => c.code === "US")).toEqual({
      name: "United States",
      code: "US",
      dialCode: "+1",
      mask: "(XXX) XXX - XXXX",
    });
    expect(list.find((c) => c.code === "GB")).toMatchObject({ dialCode: "+44" });
    // A country without a mask of its own carries none (the 10-digit default applies).
    expect(list.find((c) => c.code === "AR")).toEqual({
      name: "Argentina",
      code: "AR",
      dialCode: "+54",
    });
    const names = list.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en")));
    for (const code of ["DE", "FR", "IT", "ES", "NL", "SE", "NO", "IS", "CH", "CA", "AU", "JP"])
      expect(
        list.some((c) => c.code === code),
        code,
      ).toBe(true);
  });

  it("names the countries in the site's language", async () => {
    expect((await countries("fr-fr")).find((c) => c.code === "DE")?.name).toBe("Allemagne");
    expect((await countries("de-de")).find((c) => c.code === "GB")?.name).toBe(
      "Vereinigtes Königreich",
    );
  });

  it("answers 400 VAL400 naming locale for a malformed locale", async () => {
    const response = await get("/consumers-v3/utilities/countryList?locale=english");
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({ errorId: "VAL400", field: "locale" });
  });
});

describe("GET /consumers-v3/utilities/i18n/{countryCode}", () => {
  const rules = async (code: string) => {
    const response = await get(`/consumers-v3/utilities/i18n/${code}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as AddressRules;
  };

  it("gives the US a ZIP code pattern, required states and the North American phone", async () => {
    const us = await rules("US");
    expect(us.isDefault).toBe(false);
    expect(us.fields.postalCode).toMatchObject({ required: true, example: "80302" });
    expect("80302-1234").toMatch(new RegExp(us.fields.postalCode.pattern ?? "", "u"));
    expect(us.fields.province.required).toBe(true);
    expect(us.fields.province.options).toContainEqual({ code: "CO", name: "Colorado" });
    expect(us.phone).toEqual({ dialCode: "+1", mask: "(XXX) XXX - XXXX", digits: 10 });
    expect(us.fields.addressLine1).toMatchObject({ required: true, maxLength: 30 });
  });

  it("gives Canada its provinces, the UK its postcodes, France and Germany five digits", async () => {
    expect((await rules("CA")).fields.province.options).toContainEqual({
      code: "QC",
      name: "Quebec",
    });
    const gb = await rules("gb");
    expect(gb).toMatchObject({ countryCode: "GB", phone: { dialCode: "+44", digits: 10 } });
    expect(gb.fields.province).toMatchObject({ required: false, options: null });
    expect(gb.fields.postalCode.example).toBe("SW1A 1AA");
    for (const code of ["FR", "DE"]) {
      const { fields } = await rules(code);
      expect(fields.postalCode).toMatchObject({ pattern: "^\\d{5}$", maxLength: 5 });
      expect(fields.province.required).toBe(false);
    }
    expect((await rules("FR")).phone).toEqual({
      dialCode: "+33",
      mask: "X XX XX XX XX",
      digits: 9,
    });
  });

  it("gives the spec's default rules to a known country without rules of its own", async () => {
    const gr = await rules("GR");
    expect(gr.isDefault).toBe(true);
    expect(gr.fields.firstName).toMatchObject({ required: true, minLength: 2, maxLength: 30 });
    expect(gr.fields.addressLine2).toMatchObject({ required: false, maxLength: 30 });
    expect(gr.fields.postalCode).toMatchObject({ required: true, maxLength: 10 });
    const ar = await rules("AR");
    expect(ar.phone).toEqual({ dialCode: "+54", mask: "XXXX - XXX - XXX", digits: 10 });
  });

  it("answers 400 VAL400 naming countryCode for an unknown or malformed code", async () => {
    for (const code of ["ZZ", "USA", "1A"]) {
      const response = await get(`/consumers-v3/utilities/i18n/${code}`);
      expect(response.statusCode, code).toBe(400);
      expect(errorOf(response)).toMatchObject({ errorId: "VAL400", field: "countryCode" });
    }
  });
});

describe("GET /consumers-v3/utilities/stores", () => {
  const stores = async (query = "") => {
    const response = await get(`/consumers-v3/utilities/stores${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { stores: UtilityStore[] }).stores;
  };

  it("lists every store with its address, by country then name", async () => {
    const all = await stores();
    expect(all.length).toBeGreaterThanOrEqual(20);
    expect(all.find((s) => s.storeId === "0101")).toMatchObject({
      name: "Ridgeline Outfitters Boulder",
      city: "Boulder",
      country: "US",
      pickupEnabled: expect.any(Boolean) as boolean,
    });
    const keys = all.map((s) => `${s.country}|${s.name}`);
    expect(keys).toEqual([...keys].sort());
  });

  it("lists one country's stores when asked, and answers 400 VAL400 for a bad country", async () => {
    const uk = await stores("?country=GB");
    expect(uk.length).toBeGreaterThan(0);
    expect(uk.every((s) => s.country === "GB")).toBe(true);
    const bad = await get("/consumers-v3/utilities/stores?country=gb");
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad)).toMatchObject({ errorId: "VAL400", field: "country" });
  });
});

describe("GET /consumers-v3/utilities/stores/{storeId}/employees", () => {
  it("lists a store's employees by first name and last initial", async () => {
    const response = await get("/consumers-v3/utilities/stores/0101/employees");
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as {
      storeId: string;
      storeName: string;
      employees: StoreEmployee[];
    };
    expect(body).toMatchObject({ storeId: "0101", storeName: "Ridgeline Outfitters Boulder" });
    expect(body.employees.length).toBeGreaterThanOrEqual(3);
    for (const employee of body.employees) {
      expect(employee.storeEmployeeId).toMatch(/^E0101\d{2}$/);
      expect(employee.lastInitial).toMatch(/^\p{Lu}$/u);
      expect(employee.storeEmployeeName).toBe(`${employee.firstName} ${employee.lastInitial}.`);
    }
    expect(response.body).not.toContain("lastName");
  });

  it("leaves out employees who left", async () => {
    const [row] = await t.db.query<{ store_employee_id: string }>(
      "select store_employee_id from store_employees where store_id = '0102' limit 1",
    );
    await t.db.query(
      "update store_employees set active = false where store_id = '0102' and store_employee_id = $1",
      [row?.store_employee_id],
    );
    const response = await get("/consumers-v3/utilities/stores/0102/employees");
    const ids = (response.json() as { employees: StoreEmployee[] }).employees.map(
      (e) => e.storeEmployeeId,
    );
    expect(ids).not.toContain(row?.store_employee_id);
  });

  it("answers 404 STR404 for an unknown store and 400 VAL400 for a malformed id", async () => {
    const unknown = await get("/consumers-v3/utilities/stores/9999/employees");
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown)).toMatchObject({ errorId: "STR404", field: "storeId" });
    const malformed = await get("/consumers-v3/utilities/stores/ab!/employees");
    expect(malformed.statusCode).toBe(400);
    expect(errorOf(malformed)).toMatchObject({ errorId: "VAL400", field: "storeId" });
  });
});
