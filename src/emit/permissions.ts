/**
 * Static permissions to cast spells other than as usual: "You may cast Spirit spells as though they had flash", "You may cast ~
 * as though it had flash", "Any player may cast creature and enchantment spells as though they had flash" (601.3, 702.8a).
 */
import { isNode, lit, node, type N, objectCode, onlyKeys, Unsupported } from "./code.ts";
import { compileFilter } from "./filters.ts";

type Span = [number, number];

/** A `castPermission` ability literal for a "castAsThough" static body. `src`: its source field; `cond`: code of a condition function. */
export function castAsThoughFlash(b: N, words: string, src: string, cond: string | undefined): string {
  const refuse = (): never => {
    throw new Unsupported(`the static ability "${words}"`, b.span as Span | undefined);
  };
  onlyKeys(b, ["affected", "what", "asThough"]);
  const as = node(b.asThough, "as though", b.span as Span | undefined);
  onlyKeys(as, ["pronoun", "has"]);
  const has = (as.has as unknown[] | undefined) ?? [];
  if (has.length !== 1 || !isNode(has[0]) || has[0].kind !== "keyword" || has[0].keyword !== "flash" || has[0].arg !== undefined) refuse();
  const who = node(b.affected, "who may", b.span as Span | undefined);
  let players: string | undefined;
  if (who.kind === "you") players = undefined;
  else if (who.kind === "players" && who.det === "any" && who.noun === "player" && Object.keys(who).every((k) => ["kind", "span", "det", "noun"].includes(k))) players = '"any"';
  else refuse();
  const what = node(b.what, "what may be cast", b.span as Span | undefined);
  let spells: string;
  if (what.kind === "self") spells = "(o, ctx) => ctx.isSelf(o)";
  else if (what.kind === "objects" && what.det === "none") {
    onlyKeys(what, ["det", "filter"]);
    const f = compileFilter(what.filter, what.span as Span | undefined);
    if (!f.spell || f.player || !f.object) refuse();
    // the card as it is before it is cast (in a hand, a graveyard …): its qualities, wherever it is
    const { zone: _zone, ...rest } = f.object as Record<string, unknown>;
    void _zone;
    if (rest.controller !== undefined || rest.owner !== undefined || rest.where !== undefined) refuse();
    spells = lit(rest);
  } else return refuse();
  return objectCode([
    ["kind", '"castPermission"'],
    ["source", src],
    ["permission", '"asThoughFlash"'],
    ["spells", spells],
    ["players", players],
    ["condition", cond],
  ]);
}

/**
 * "You may play an additional land on each of your turns", "You may play two additional lands …", "Each player may play an
 * additional land on each of their turns" (305.2): more land plays in each of the player's turns.
 */
export function additionalLands(b: N, words: string, src: string, cond: string | undefined): string {
  const refuse = (): never => {
    throw new Unsupported(`the static ability "${words}"`, b.span as Span | undefined);
  };
  onlyKeys(b, ["affected", "count", "when"]);
  const who = node(b.affected, "who may", b.span as Span | undefined);
  let players: string | undefined;
  if (who.kind === "you" && b.when === undefined) players = undefined;
  else if (who.kind === "objects" && who.det === "each" && b.when === "eachOfTheirTurns" && isEachPlayer(who)) players = '"any"';
  else refuse();
  const n = node(b.count, "how many", b.span as Span | undefined);
  const count = n.kind === "a" ? 1 : n.kind === "number" && typeof n.value === "number" && n.value > 0 ? n.value : refuse();
  return objectCode([
    ["kind", '"castPermission"'],
    ["source", src],
    ["permission", '"additionalLands"'],
    ["spells", "{}"],
    ["count", String(count)],
    ["players", players],
    ["condition", cond],
  ]);
}

/** "You may play lands from your graveyard" (305.1): its controller's land cards there may be played. */
export function playLandsFrom(b: N, words: string, src: string, cond: string | undefined): string {
  const refuse = (): never => {
    throw new Unsupported(`the static ability "${words}"`, b.span as Span | undefined);
  };
  onlyKeys(b, ["affected", "plays"]);
  if (node(b.affected, "who may", b.span as Span | undefined).kind !== "you") refuse();
  const plays = (b.plays as unknown[] | undefined) ?? [];
  if (plays.length !== 1 || !isNode(plays[0]) || plays[0].kind !== "play") refuse();
  const play = plays[0] as N;
  onlyKeys(play, ["what"]);
  const what = node(play.what, "what may be played", play.span as Span | undefined);
  if (what.kind !== "objects" || what.det !== "none") refuse();
  onlyKeys(what, ["det", "filter"]);
  const f = compileFilter(what.filter, what.span as Span | undefined);
  const o = f.object as Record<string, unknown> | undefined;
  // lands only: casting spells from there is another permission (601.3)
  if (f.player || !o || JSON.stringify(o.types) !== '["land"]' || o.zone !== "graveyard" || o.owner !== "you" || Object.keys(o).some((k) => !["types", "zone", "owner"].includes(k))) refuse();
  return objectCode([
    ["kind", '"castPermission"'],
    ["source", src],
    ["permission", '"playFrom"'],
    ["spells", lit(o)],
    ["condition", cond],
  ]);
}

/** "each player": the filter is the one word "player". */
function isEachPlayer(who: N): boolean {
  const f = isNode(who.filter) ? who.filter : undefined;
  const ws = (f?.words as unknown[] | undefined) ?? [];
  return f !== undefined && f.post === undefined && ws.length === 1 && isNode(ws[0]) && ws[0].class === "Player" && String(ws[0].value).toLowerCase() === "player";
}

/** "You may play an additional land this turn." as an instruction (305.2): more land plays for you this turn; undefined for other sentences. */
export function additionalLandThisTurn(s: N, words: (span: Span | undefined) => string): string[] | undefined {
  const b = isNode(s.body) ? s.body : undefined;
  if (s.kind !== "static" || !b || b.kind !== "additionalLand" || b.when !== "thisTurn") return undefined;
  const refuse = (): never => {
    throw new Unsupported(`the sentence "${words(s.span as Span | undefined)}"`, s.span as Span | undefined);
  };
  if (Object.keys(s).some((k) => !["kind", "span", "body"].includes(k))) refuse();
  onlyKeys(b, ["affected", "count", "when"]);
  if (node(b.affected, "who may", b.span as Span | undefined).kind !== "you") refuse();
  const n = node(b.count, "how many", b.span as Span | undefined);
  const count = n.kind === "a" ? 1 : n.kind === "number" && typeof n.value === "number" && n.value > 0 ? n.value : refuse();
  return [`ctx.additionalLandPlays(ctx.you, ${count});`];
}
