import { describe, expect, it } from "vitest";
import { readJsonBody } from "@/lib/domain/api/http";
import { ApiError } from "@/lib/platform/errors";

const post = (body: string) => new Request("http://127.0.0.1:3000/api/v1/links", { method: "POST", headers: { "content-type": "application/json" }, body });

describe("readJsonBody", () => {
  it("gives a JSON object as parsed", async () => {
    expect(await readJsonBody(post('{"url": "https://example.com"}'))).toEqual({ url: "https://example.com" });
  });

  it.each([
    ["[1]", "an array"],
    ["[]", "an array"],
    ["null", "null"],
    ['"str"', "a string"],
    ["42", "a number"],
    ["false", "true or false"],
  ])("answers %s in words: the body must be a JSON object (400, no field)", async (body, kind) => {
    const error = await readJsonBody(post(body)).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: "validation_error", status: 400, message: `The request body must be a JSON object, like {"url": "https://example.com"}, not ${kind}.` });
    expect((error as ApiError).fields).toBeUndefined();
  });
});
