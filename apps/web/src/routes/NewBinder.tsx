// /new-binder: kept for old links; it sends to the builder (product decision in guide/DECISIONS.md).
import { Navigate } from "react-router-dom";

export default function NewBinderPage() {
  return <Navigate to="/create" replace />;
}
