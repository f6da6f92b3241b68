// /new-binder: an old address for starting a binder; it forwards to the builder (guide DECISIONS), keeping any query
// such as ?type=eviction_response, and replaces itself in the history so Back does not bounce.
import { Navigate, useLocation } from "react-router-dom";

export default function NewBinderPage() {
  const { search } = useLocation();
  return <Navigate to={`/create${search}`} replace />;
}
