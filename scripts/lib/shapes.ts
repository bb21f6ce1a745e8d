/**
 * Clustering of parse failures for the corpus report: the first words of each
 * unparsed text, with the card's own name, mana symbols and numbers replaced
 * by placeholders, so that "deals 3 damage to" and "deals 2 damage to" count
 * as one shape.
 */

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Names a card's text may use for itself: the full name, the part before a comma ("Isamaru"), each face. */
export function selfNames(name: string): string[] {
  const names = new Set<string>();
  for (const face of name.split(" // ")) {
    names.add(face);
    const comma = face.indexOf(",");
    if (comma > 0) names.add(face.slice(0, comma));
  }
  return [...names].filter((n) => n.length > 1).sort((a, b) => b.length - a.length);
}

/** The cluster key of an unparsed text: card name, mana symbols and numbers replaced, first words kept. */
export function failureShape(text: string, cardName: string, words = 4): string {
  let t = text;
  for (const n of selfNames(cardName)) t = t.replace(new RegExp(escapeRegExp(n), "g"), "CARDNAME");
  t = t.replace(/(?:\{[^{}]*\})+/g, "{M}");
  const ws = t
    .split(/\s+/)
    .filter((w) => w !== "")
    .slice(0, words)
    .map((w) =>
      w
        .toLowerCase()
        .replace(/cardname/g, "CARDNAME")
        .replace(/\{m\}/g, "{M}")
        .replace(/\d+/g, "N")
        .replace(/[,.;]+$/, ""),
    );
  return ws.join(" ");
}

