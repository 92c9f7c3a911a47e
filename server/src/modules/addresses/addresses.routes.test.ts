// databases: postgres — business rules through the API; PostgreSQL runs them faster
import { MAX_ADDRESSES_PER_SHOPPER, type Address } from "@ridgeline/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, errorOf, type TestApp } from "../../../test/test-app";
import { createServices } from "../../app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const URL = "/consumers-v3/consumer/address";

const HOME = {
  approachType: "S",
  firstName: "Ana",
  lastName: "Martin",
  addressLine1: "1234 Pearl Street",
  city: "Boulder",
  province: "CO",
  postalCode: "80302",
  country: "US",
  email: "Ana@Example.com",
  phone: "(303) 555 - 0123",
};
const WORK = { ...HOME, addressLine1: "55 Walnut Street", postalCode: "80301" };
const LONDON = {
  approachType: "S",
  firstName: "Zoë",
  lastName: "O'Brien",
  addressLine1: "10 Floral Street",
  city: "London",
  postalCode: "wc2e 9dh",
  countryCode: "GB",
  email: "zoe@example.co.uk",
  phone: "07911 123456",
};

type Change = { addressId: string; addresses: Address[] };

const post = (token: string, payload: Record<string, unknown>) =>
  t.call({ method: "POST", url: URL, token, payload });
const put = (token: string, id: string, payload: Record<string, unknown>) =>
  t.call({ method: "PUT", url: `${URL}/${id}`, token, payload });
const del = (token: string, id: string) => t.call({ method: "DELETE", url: `${URL}/${id}`, token });
const list = async (token: string) =>
  ((await t.call({ method: "GET", url: URL, token })).json() as { addresses: Address[] }).addresses;

async function created(token: string, payload: Record<string, unknown>): Promise<Change> {
  const response = await post(token, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Change;
}

const mainOf = (addresses: Address[], type: "S" | "B") =>
  addresses.filter((address) => address.approachType === type && address.main).map((a) => a.id);

describe("POST /consumers-v3/consumer/address", () => {
  it("saves the first address as main, with the phone as +dialCode+number", async () => {
    const { token } = await t.registeredToken();
    const { addressId, addresses } = await created(token, HOME);
    expect(addresses).toEqual([
      {
        id: addressId,
        addressId,
        approachType: "S",
        main: true,
        addressLine1: "1234 Pearl Street",
        addressLine2: null,
        city: "Boulder",
        country: "US",
        countryCode: "US",
        email: "ana@example.com",
        firstName: "Ana",
        lastName: "Martin",
        phone: "+13035550123",
        phoneCode: "+1",
        postalCode: "80302",
        province: "CO",
      },
    ]);
  });

  it("keeps one main per type: a later address is not main unless asked, then it takes over", async () => {
    const { token } = await t.registeredToken();
    const home = await created(token, HOME);
    const work = await created(token, WORK);
    expect(mainOf(work.addresses, "S")).toEqual([home.addressId]);
    const billing = await created(token, { ...HOME, approachType: "B" });
    expect(mainOf(billing.addresses, "B")).toEqual([billing.addressId]);
    const cabin = await created(token, { ...HOME, addressLine1: "1 Cabin Road", main: true });
    expect(mainOf(cabin.addresses, "S")).toEqual([cabin.addressId]);
    expect(mainOf(cabin.addresses, "B")).toEqual([billing.addressId]);
    expect(cabin.addresses.map((a) => a.approachType)).toEqual(["S", "S", "S", "B"]);
  });

  it("applies the UK rules: postcode upper-cased, leading 0 dropped with +44, no province", async () => {
    const { token } = await t.registeredToken();
    const { addresses } = await created(token, LONDON);
    expect(addresses[0]).toMatchObject({
      country: "GB",
      postalCode: "WC2E 9DH",
      phone: "+447911123456",
      phoneCode: "+44",
      province: null,
      firstName: "Zoë",
    });
  });

  it("answers 409 CCA400 for an address already saved, spelled differently or not", async () => {
    const { token } = await t.registeredToken();
    await created(token, HOME);
    const again = await post(token, {
      ...HOME,
      addressLine1: " 1234  pearl street ",
      email: "ana@example.com",
      phone: "3035550123",
    });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toMatchObject({ errorId: "CCA400" });
    // The same place as a billing address is another address.
    await created(token, { ...HOME, approachType: "B" });
  });

  it.each([
    [{ firstName: undefined }, "firstName"],
    [{ firstName: "  " }, "firstName", "This field is required."],
    [{ firstName: "A" }, "firstName", "Must be 2 to 30 characters."],
    [{ lastName: "Martin3" }, "lastName", "Name is not valid."],
    [{ addressLine1: "x".repeat(31) }, "addressLine1", "Must be at most 30 characters."],
    [{ addressLine2: "y".repeat(31) }, "addressLine2"],
    [{ city: "" }, "city", "This field is required."],
    [{ postalCode: "8030" }, "postalCode", "not a postal code of US"],
    [{ province: undefined }, "province", "This field is required."],
    [{ province: "ZZ" }, "province"],
    [{ country: "ZZ" }, "country", "ZZ is not a country we know."],
    [{ country: undefined }, "country"],
    [{ country: "US", countryCode: "CA" }, "countryCode"],
    [{ phone: "1035550123" }, "phone", "starts with a digit from 2 to 9"],
    [{ phone: "303555012" }, "phone", "must have 10 digits"],
    [{ phone: "303-555-01ab" }, "phone", "only hold digits"],
    [{ phoneCode: "+999" }, "phoneCode"],
    [{ approachType: "X" }, "approachType"],
    [{ main: "yes" }, "main"],
    [{ shippingId: "nope" }, "body"],
  ])("answers 400 VAL400 naming the field for %o", async (change, field, message?: string) => {
    const { token } = await t.registeredToken();
    const response = await post(token, { ...HOME, ...change });
    expect(response.statusCode, response.body).toBe(400);
    expect(errorOf(response)).toMatchObject({ errorId: "VAL400", field });
    if (message) expect(errorOf(response)?.message).toContain(message);
  });

  it("answers 400 AUT453 naming email for an e-mail that is not one", async () => {
    const { token } = await t.registeredToken();
    const response = await post(token, { ...HOME, email: "ana@example" });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({ errorId: "AUT453", field: "email" });
  });

  it("accepts a Canadian address in French with the province's name, stored as its code", async () => {
    const { token } = await t.registeredToken();
    const { addresses } = await created(token, {
      ...HOME,
      firstName: "Chloé",
      lastName: "Tremblay",
      addressLine1: "1 rue Sainte-Catherine",
      city: "Montréal",
      province: "Quebec",
      postalCode: "h2x 1z4",
      country: "CA",
      phone: "514 555 0199",
    });
    expect(addresses[0]).toMatchObject({ province: "QC", postalCode: "H2X 1Z4" });
  });

  it(`refuses a shopper's address beyond ${MAX_ADDRESSES_PER_SHOPPER} with 400 VAL400`, async () => {
    const { token, consumerNo } = await t.registeredToken();
    await t.db.query(
      `insert into consumer_addresses (address_id, consumer_no, approach_type, first_name,
         last_name, address_line1, city, postal_code, country, email, phone, phone_code, same_key)
       select 'filler-' || n || '-' || $1, $1, 'B', 'Ana', 'Martin', n || ' Main Street',
              'Boulder', '80302', 'US', 'ana@example.com', '+13035550123', '+1', 'filler' || n
         from generate_series(1, $2::int) n`,
      [consumerNo, MAX_ADDRESSES_PER_SHOPPER],
    );
    const response = await post(token, HOME);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({ errorId: "VAL400" });
  });

  it("answers 401 AUT432 to a guest and to a call without a token", async () => {
    const guest = await post(await t.guestToken(), HOME);
    expect(guest.statusCode).toBe(401);
    expect(errorOf(guest)?.errorId).toBe("AUT432");
    const anonymous = await t.call({ method: "POST", url: URL, payload: HOME });
    expect(anonymous.statusCode).toBe(401);
    expect(errorOf(anonymous)?.errorId).toBe("AUT432");
  });
});

describe("PUT /consumers-v3/consumer/address/{addressId}", () => {
  it("changes only the fields sent and checks the result with the new country's rules", async () => {
    const { token } = await t.registeredToken();
    const { addressId } = await created(token, HOME);
    const moved = await put(token, addressId, { city: "Denver", postalCode: "80202" });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((moved.json() as Change).addresses[0]).toMatchObject({
      city: "Denver",
      postalCode: "80202",
      phone: "+13035550123",
      main: true,
    });
    // To Canada without a province: the Colorado state does not follow, so one is asked for.
    const noProvince = await put(token, addressId, { country: "CA", postalCode: "K1A 0B1" });
    expect(noProvince.statusCode).toBe(400);
    expect(errorOf(noProvince)).toMatchObject({ errorId: "VAL400", field: "province" });
    // To the UK: the US state goes and the postcode must be British; the +1 phone stays.
    const abroad = await put(token, addressId, { country: "GB", postalCode: "M1 1AE" });
    expect(abroad.statusCode, abroad.body).toBe(200);
    expect((abroad.json() as Change).addresses[0]).toMatchObject({
      country: "GB",
      province: null,
      phone: "+13035550123",
    });
    const badPostcode = await put(token, addressId, { postalCode: "80202" });
    expect(badPostcode.statusCode).toBe(400);
    expect(errorOf(badPostcode)).toMatchObject({ errorId: "VAL400", field: "postalCode" });
    const newPhone = await put(token, addressId, { phone: "07911 123456" });
    expect((newPhone.json() as Change).addresses[0]?.phone).toBe("+447911123456");
  });

  it("makes an address main and un-sets the previous main of its type only", async () => {
    const { token } = await t.registeredToken();
    const home = await created(token, HOME);
    const billing = await created(token, { ...HOME, approachType: "B" });
    const work = await created(token, WORK);
    const response = await put(token, work.addressId, { main: true });
    const { addresses } = response.json() as Change;
    expect(mainOf(addresses, "S")).toEqual([work.addressId]);
    expect(mainOf(addresses, "B")).toEqual([billing.addressId]);
    expect(addresses.find((a) => a.id === home.addressId)?.main).toBe(false);
    // main: false does not leave the type without a main address.
    const unset = await put(token, work.addressId, { main: false });
    expect(mainOf((unset.json() as Change).addresses, "S")).toEqual([work.addressId]);
  });

  it("moving the main address to the other type makes another main in its old type", async () => {
    const { token } = await t.registeredToken();
    const home = await created(token, HOME);
    const work = await created(token, WORK);
    const response = await put(token, home.addressId, { approachType: "B" });
    const { addresses } = response.json() as Change;
    expect(mainOf(addresses, "S")).toEqual([work.addressId]);
    expect(mainOf(addresses, "B")).toEqual([home.addressId]);
  });

  it("answers 409 CCA400 when the change makes it the same as another saved address", async () => {
    const { token } = await t.registeredToken();
    await created(token, HOME);
    const work = await created(token, WORK);
    const response = await put(token, work.addressId, {
      addressLine1: HOME.addressLine1,
      postalCode: HOME.postalCode,
    });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)?.errorId).toBe("CCA400");
    // Saving an address unchanged is not a duplicate of itself.
    expect((await put(token, work.addressId, { city: "Boulder" })).statusCode).toBe(200);
  });

  it("answers the same 404 CCA401 for an unknown id and another shopper's address", async () => {
    const owner = await t.registeredToken();
    const { addressId } = await created(owner.token, HOME);
    const other = await t.registeredToken();
    const theirs = await put(other.token, addressId, { city: "Denver" });
    const unknown = await put(other.token, "3f0c8a4e-0000-4000-8000-000000000000", {
      city: "Denver",
    });
    for (const response of [theirs, unknown]) {
      expect(response.statusCode).toBe(404);
      expect(errorOf(response)).toMatchObject({ errorId: "CCA401", field: "addressId" });
    }
    expect(errorOf(theirs)).toEqual(errorOf(unknown));
    expect((await list(owner.token))[0]?.city).toBe("Boulder");
  });

  it("answers 400 VAL400 for a bad field and 401 AUT432 without a token", async () => {
    const { token } = await t.registeredToken();
    const { addressId } = await created(token, HOME);
    const bad = await put(token, addressId, { lastName: "x" });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad)).toMatchObject({ errorId: "VAL400", field: "lastName" });
    const anonymous = await t.call({ method: "PUT", url: `${URL}/${addressId}`, payload: {} });
    expect(anonymous.statusCode).toBe(401);
    expect(errorOf(anonymous)?.errorId).toBe("AUT432");
  });
});

describe("DELETE /consumers-v3/consumer/address/{addressId}", () => {
  it("deleting the main address makes the most recently saved other one of its type main", async () => {
    const { token } = await t.registeredToken();
    const home = await created(token, HOME);
    const work = await created(token, WORK);
    const cabin = await created(token, { ...HOME, addressLine1: "1 Cabin Road" });
    const billing = await created(token, { ...HOME, approachType: "B" });
    // Editing the work address makes it the most recently saved.
    await put(token, work.addressId, { addressLine2: "Suite 5" });
    const response = await del(token, home.addressId);
    expect(response.statusCode, response.body).toBe(200);
    const { addressId, addresses } = response.json() as Change;
    expect(addressId).toBe(home.addressId);
    expect(mainOf(addresses, "S")).toEqual([work.addressId]);
    expect(mainOf(addresses, "B")).toEqual([billing.addressId]);
    expect(addresses.map((a) => a.id)).toEqual([
      work.addressId,
      cabin.addressId,
      billing.addressId,
    ]);
  });

  it("deleting a non-main address leaves the main one, and the last one leaves none", async () => {
    const { token } = await t.registeredToken();
    const home = await created(token, HOME);
    const work = await created(token, WORK);
    const response = await del(token, work.addressId);
    expect(mainOf((response.json() as Change).addresses, "S")).toEqual([home.addressId]);
    const last = await del(token, home.addressId);
    expect((last.json() as Change).addresses).toEqual([]);
  });

  it("answers the same 404 CCA401 for an unknown id and another shopper's address, deleting nothing", async () => {
    const owner = await t.registeredToken();
    const { addressId } = await created(owner.token, HOME);
    const other = await t.registeredToken();
    for (const id of [addressId, "no-such-address", "x".repeat(100)]) {
      const response = await del(other.token, id);
      expect(response.statusCode).toBe(404);
      expect(errorOf(response)).toMatchObject({ errorId: "CCA401", field: "addressId" });
    }
    expect(await list(owner.token)).toHaveLength(1);
    const anonymous = await t.call({ method: "DELETE", url: `${URL}/${addressId}` });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe("GET /consumers-v3/consumer/address", () => {
  it("lists only the shopper's own addresses, the same as the service the profile embeds", async () => {
    const { token, consumerNo } = await t.registeredToken();
    const { addressId } = await created(token, HOME);
    await created((await t.registeredToken()).token, WORK);
    const response = await t.call({ method: "GET", url: URL, token });
    expect(response.statusCode).toBe(200);
    const { addresses } = response.json() as { addresses: Address[] };
    expect(addresses.map((a) => a.id)).toEqual([addressId]);
    const services = createServices(t.config, t.db);
    expect(await services.addresses.listAddresses(consumerNo)).toEqual(addresses);
  });

  it("answers 401 AUT432 to a guest", async () => {
    const response = await t.call({ method: "GET", url: URL, token: await t.guestToken() });
    expect(response.statusCode).toBe(401);
    expect(errorOf(response)?.errorId).toBe("AUT432");
  });
});
