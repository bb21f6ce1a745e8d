export { parseCard, predictionCacheInfo, resetParsers, savePredictionCache, selfNames, usePredictionCache } from "./parse.ts";
