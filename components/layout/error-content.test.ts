import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import SiteError from "@/app/(site)/error";

const failure = Object.assign(new Error("An error occurred in the Server Components render."), { digest: "3125813829" });

describe("the error pages", () => {
  it("inside the shell: the message, the reference for /contact, Try again and the way home", () => {
    const html = renderToStaticMarkup(createElement(SiteError, { error: failure, retry: () => undefined }));
    expect(html).toContain("<h1");
    expect(html).toContain("Something went wrong on our side");
    expect(html).toContain("Error reference: <span class=\"font-mono\">3125813829</span>");
    expect(html).toContain(">Try again</button>");
    expect(html).toMatch(/<a [^>]*href="\/"[^>]*>.*Return to Home<\/a>/);
    // The server's own message is never shown: it can carry details of our side.
    expect(html).not.toContain("Server Components render");
  });
});
