export * from "./base.ts";
export * from "./nodes.ts";
