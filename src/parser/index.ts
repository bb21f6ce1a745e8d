export { parseCard, selfNames } from "./parse.ts";
