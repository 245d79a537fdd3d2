// `npm start` and `npm run dev` run this first: on a Node.js older than Cabildo needs it says so
// in one line and exits 1, before the build or the server would fail further on.
import { requireSupportedNode } from '../apps/server/src/node-version.mjs';

requireSupportedNode();
