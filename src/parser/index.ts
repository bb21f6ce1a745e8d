export { LOST_DASH_CODE, parseCard, predictionCacheInfo, resetParsers, savePredictionCache, selfNames, usePredictionCache } from "./parse.ts";
