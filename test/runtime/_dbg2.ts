import { playRandomGame } from "./random-play.ts";
let stats: Record<string, number> = {};
for (let r = 0; r < 30; r++) {
  const rnd = (n: number) => Math.floor(Math.random() * n);
  const cards = Array.from({ length: 10 }, () => rnd(21));
  const moves = Array.from({ length: 100 }, () => [rnd(1000), rnd(1000)] as [number, number]);
  const g = playRandomGame(cards, moves);
  for (const e of g.events) for (const k of ["casts", "attacks", "blocks", "resolves", "dies", "destroyed", "triggered ability goes", "activates", "Turn ", "prevented", "regenerates", "loses the game"]) if (e.text.includes(k)) stats[k] = (stats[k] ?? 0) + 1;
}
console.log(stats);
