// @ts-check
// The first import of the scripts behind `npm run demo`, `npm test` and `npm run test:e2e`: on a Node
// older than the project supports, the script runs again under the one scripts/use-node.sh provides
// (lib.mjs, ensureSupportedNode). That is synchronous, and a module's imports run in order, so the
// importing script's later imports and its own code never run on the old Node. They are still read
// first, so they must be plain JavaScript that Node 20 parses (no `.ts` import).
import { ensureSupportedNode } from './lib.mjs';

ensureSupportedNode();
