import { playRandomGame } from "./random-play.ts";
import { formatLogEntry } from "../../src/scenario/index.ts";
const [cards, moves] = JSON.parse(process.argv[2]!);
let g;
try { g = playRandomGame(cards, moves); } catch (e) { console.log(String(e).slice(0, 500)); }
