import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ NODE_ENV: "production" });
});
afterAll(async () => {
  await t?.close();
});

describe("GET /dev/outbox in production", () => {
  it("is not served", async () => {
    await t.db.query(
      "insert into outbox (to_address, subject, text_body, html_body) values ('secret@example.com', 's', 't', 'h')",
    );
    const response = await t.app.inject({ method: "GET", url: "/dev/outbox" });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain("secret@example.com");
  });
});
