export * from "./base.ts";
export * from "./nodes.ts";
export { validateAst, type SchemaProblem } from "./validate.ts";
