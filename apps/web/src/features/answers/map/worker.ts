import { clusterServer, type ClusterReply, type ClusterRequest } from './protocol.ts';

// Decodes the places of the points' body and builds the cluster index off the main thread
// (100,000 points would block it for a few hundred ms), then answers the map's queries from it.
const serve = clusterServer();
const scope = self as unknown as {
  onmessage: (event: MessageEvent<ClusterRequest>) => void;
  postMessage: (message: ClusterReply) => void;
};

scope.onmessage = ({ data }) => scope.postMessage(serve(data));
