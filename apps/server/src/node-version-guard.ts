// main.ts imports this first: `node apps/server/dist/main.js` on a Node.js older than Cabildo
// needs stops here with one line (node-version.mjs), before any other module runs.
import { requireSupportedNode } from './node-version.mjs';

requireSupportedNode();
