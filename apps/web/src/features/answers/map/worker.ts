import { clusterServer, type ClusterReply, type ClusterRequest } from './protocol.ts';

// Builds the cluster index off the main thread (100,000 points block it for a few hundred ms)
// and answers the map's queries from it.
const serve = clusterServer();
const scope = self as unknown as {
  onmessage: (event: MessageEvent<ClusterRequest>) => void;
  postMessage: (message: ClusterReply) => void;
};

scope.onmessage = ({ data }) => scope.postMessage(serve(data));
