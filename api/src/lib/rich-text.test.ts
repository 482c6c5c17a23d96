import { describe, expect, it } from "vitest";
import { cleanHtml } from "./rich-text";

/** Classic payloads: each must come out with no way to run script. */
const XSS_PAYLOADS = [
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "<IMG SRC=\"javascript:alert('XSS');\">",
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">click</a>',
  '<a href="&#106;avascript:alert(1)">click</a>',
  '<a href=" javascript:alert(1)">click</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>',
  "<svg onload=alert(1)>",
  "<svg><script>alert(1)</script></svg>",
  "<body onload=alert(1)>",
  '<iframe src="https://evil.example"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<p onclick="alert(1)">text</p>',
  "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>",
  '<form action="javascript:alert(1)"><button>go</button></form>',
  "<input autofocus onfocus=alert(1)>",
  "<details open ontoggle=alert(1)>",
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<link rel=stylesheet href="https://evil.example/x.css">',
  "<style>@import 'https://evil.example/x.css';</style>",
  "<scr<script>ipt>alert(1)</scr</script>ipt>",
  '<img src="https://shop.example/a.png" onerror="alert(1)">',
  '<a href="//evil.example">protocol-relative</a>',
];

describe("cleanHtml", () => {
  it.each(XSS_PAYLOADS)("defuses %s", (payload) => {
    const out = cleanHtml(payload).toLowerCase();
    expect(out).not.toMatch(/<script|<iframe|<object|<embed|<svg|<style|<link|<meta|<base|<form|<input|<body/);
    expect(out).not.toMatch(/\son[a-z]+\s*=/);
    expect(out).not.toMatch(/(href|src|action|data)\s*=\s*"?\s*(javascript|data|vbscript):/);
    expect(out).not.toContain("style=");
    expect(out).not.toContain('href="//');
  });

  it("keeps the formatting an editor writes", () => {
    const html =
      '<h2>Specifications</h2><ul><li><strong>Material:</strong> Sheesham</li></ul><p>See <a href="/shop/living-room">more</a>.</p>';
    expect(cleanHtml(html)).toBe(html);
  });

  it("turns an authored h1 into an h2, since the page owns its one h1", () => {
    expect(cleanHtml("<h1>Care guide</h1>")).toBe("<h2>Care guide</h2>");
  });

  it("opens outside links safely in a new tab and leaves the shop's own links alone", () => {
    expect(cleanHtml('<a href="https://example.com" target="_self" rel="opener">x</a>')).toBe(
      '<a href="https://example.com" rel="noopener noreferrer" target="_blank">x</a>',
    );
    expect(cleanHtml('<a href="/contact-us" target="_blank">x</a>')).toBe('<a href="/contact-us">x</a>');
    expect(cleanHtml('<a href="tel:+911140001234">call</a>')).toBe('<a href="tel:+911140001234">call</a>');
  });

  it("makes pictures lazy and keeps their size", () => {
    expect(cleanHtml('<img src="https://cdn.example/a.jpg" alt="Sofa" width="800" height="600">')).toBe(
      '<img src="https://cdn.example/a.jpg" alt="Sofa" width="800" height="600" loading="lazy" />',
    );
  });
});
