/**
 * Drops an authored heading that only repeats the panel's own (a description that opens its list
 * with "Specifications" inside the Specifications panel said it twice, one heading under the other).
 */
export function withoutPanelHeading(html: string, panelHeading: string) {
  const same = (text: string) =>
    text
      .replace(/<[^>]*>|&nbsp;/gi, " ")
      .replace(/\s+/g, " ")
      .trim()
      .toLowerCase();
  return html.replace(/<h([1-6])\b[^>]*>([\s\S]*?)<\/h\1>/gi, (heading, _level: string, text: string) =>
    same(text) === same(panelHeading) ? "" : heading,
  );
}
